CREATE TABLE "kyc_checks" (
	"user_id" bigint PRIMARY KEY NOT NULL,
	"status" text NOT NULL,
	"cause" text NOT NULL,
	"estimated_age" integer,
	"provider" text,
	"session_id" text,
	"reason" text,
	"verified_at" timestamp with time zone,
	"updated_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "kyc_checks" ADD CONSTRAINT "kyc_checks_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;