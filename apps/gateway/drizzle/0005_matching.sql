CREATE TABLE "match_queue" (
	"user_id" bigint PRIMARY KEY NOT NULL,
	"mode" text NOT NULL,
	"skip_user_id" bigint,
	"enqueued_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "match_quotas" (
	"user_id" bigint PRIMARY KEY NOT NULL,
	"day" date NOT NULL,
	"day_count" integer DEFAULT 0 NOT NULL,
	"free_used" integer DEFAULT 0 NOT NULL,
	"free_window_start" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "matches" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "matches_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"room_num" text NOT NULL,
	"mode" text NOT NULL,
	"user_a" bigint NOT NULL,
	"user_b" bigint NOT NULL,
	"state" text NOT NULL,
	"charged_a" integer NOT NULL,
	"charged_b" integer NOT NULL,
	"decide_by" timestamp with time zone,
	"call_id" bigint,
	"ended_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "matches_room_num_unique" UNIQUE("room_num"),
	CONSTRAINT "matches_not_self" CHECK ("matches"."user_a" <> "matches"."user_b"),
	CONSTRAINT "matches_state" CHECK ("matches"."state" IN ('matched', 'ended', 'converted'))
);
--> statement-breakpoint
ALTER TABLE "match_queue" ADD CONSTRAINT "match_queue_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "match_quotas" ADD CONSTRAINT "match_quotas_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "matches" ADD CONSTRAINT "matches_user_a_users_id_fk" FOREIGN KEY ("user_a") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "matches" ADD CONSTRAINT "matches_user_b_users_id_fk" FOREIGN KEY ("user_b") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "matches" ADD CONSTRAINT "matches_call_id_calls_id_fk" FOREIGN KEY ("call_id") REFERENCES "public"."calls"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "match_queue_waiting" ON "match_queue" USING btree ("mode","enqueued_at","user_id");--> statement-breakpoint
CREATE INDEX "matches_a" ON "matches" USING btree ("user_a","state");--> statement-breakpoint
CREATE INDEX "matches_b" ON "matches" USING btree ("user_b","state");--> statement-breakpoint
CREATE INDEX "matches_deciding" ON "matches" USING btree ("decide_by") WHERE "matches"."state" = 'matched' AND "matches"."decide_by" IS NOT NULL;