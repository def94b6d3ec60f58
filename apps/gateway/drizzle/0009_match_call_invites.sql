-- Issue 11: a partner moved on from is not offered again for a while (match_skips, replacing the queue row's
-- one skip_user_id), and a match becomes a paid call only when the partner accepts the invitation (call_invited_by).
CREATE TABLE "match_skips" (
	"user_id" bigint NOT NULL,
	"skipped_user_id" bigint NOT NULL,
	"until" timestamp with time zone NOT NULL,
	CONSTRAINT "match_skips_user_id_skipped_user_id_pk" PRIMARY KEY("user_id","skipped_user_id")
);
--> statement-breakpoint
ALTER TABLE "matches" ADD COLUMN "call_invited_by" bigint;--> statement-breakpoint
ALTER TABLE "match_skips" ADD CONSTRAINT "match_skips_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "match_skips" ADD CONSTRAINT "match_skips_skipped_user_id_users_id_fk" FOREIGN KEY ("skipped_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "match_skips_skipped" ON "match_skips" USING btree ("skipped_user_id");--> statement-breakpoint
ALTER TABLE "match_queue" DROP COLUMN "skip_user_id";