CREATE TABLE "wiped_chat_photos" (
	"media_id" text PRIMARY KEY NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
