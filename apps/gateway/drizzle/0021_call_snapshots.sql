CREATE TABLE "call_snapshots" (
	"id" uuid PRIMARY KEY NOT NULL,
	"user_id" bigint NOT NULL,
	"room_num" text NOT NULL,
	"width" integer NOT NULL,
	"height" integer NOT NULL,
	"bytes" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "call_snapshots" ADD CONSTRAINT "call_snapshots_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "call_snapshots_created" ON "call_snapshots" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "call_snapshots_room" ON "call_snapshots" USING btree ("room_num");