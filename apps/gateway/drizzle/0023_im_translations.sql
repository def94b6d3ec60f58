CREATE TABLE "message_translations" (
	"user_id" bigint NOT NULL,
	"user_low" bigint NOT NULL,
	"user_high" bigint NOT NULL,
	"seq" bigint NOT NULL,
	"language" text NOT NULL,
	"text" text NOT NULL,
	"provider" text NOT NULL,
	"charged" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "message_translations_user_id_user_low_user_high_seq_language_pk" PRIMARY KEY("user_id","user_low","user_high","seq","language")
);
--> statement-breakpoint
ALTER TABLE "message_translations" ADD CONSTRAINT "message_translations_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "message_translations_day" ON "message_translations" USING btree ("user_id","created_at");