CREATE TABLE "call_participants" (
	"user_id" bigint PRIMARY KEY NOT NULL,
	"call_id" bigint NOT NULL,
	"role" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "call_reports" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "call_reports_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"user_id" bigint NOT NULL,
	"kind" text NOT NULL,
	"room_num" text NOT NULL,
	"match_user_id" bigint NOT NULL,
	"details" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "calls" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "calls_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"room_num" text NOT NULL,
	"caller_id" bigint NOT NULL,
	"callee_id" bigint NOT NULL,
	"media" text NOT NULL,
	"state" text NOT NULL,
	"price_per_minute" integer NOT NULL,
	"points_per_minute" integer NOT NULL,
	"minutes_billed" integer DEFAULT 0 NOT NULL,
	"ring_deadline" timestamp with time zone NOT NULL,
	"answered_at" timestamp with time zone,
	"next_charge_at" timestamp with time zone,
	"coins_low_at" timestamp with time zone,
	"ended_at" timestamp with time zone,
	"end_reason" text,
	"ended_by" bigint,
	"caller_outcome" text,
	"callee_outcome" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "calls_room_num_unique" UNIQUE("room_num"),
	CONSTRAINT "calls_not_self" CHECK ("calls"."caller_id" <> "calls"."callee_id"),
	CONSTRAINT "calls_state" CHECK ("calls"."state" IN ('ringing', 'connected', 'ended')),
	CONSTRAINT "calls_minutes_not_negative" CHECK ("calls"."minutes_billed" >= 0)
);
--> statement-breakpoint
CREATE TABLE "realtime_relay" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "realtime_relay_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"payload" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "call_participants" ADD CONSTRAINT "call_participants_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "call_participants" ADD CONSTRAINT "call_participants_call_id_calls_id_fk" FOREIGN KEY ("call_id") REFERENCES "public"."calls"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "call_reports" ADD CONSTRAINT "call_reports_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "calls" ADD CONSTRAINT "calls_caller_id_users_id_fk" FOREIGN KEY ("caller_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "calls" ADD CONSTRAINT "calls_callee_id_users_id_fk" FOREIGN KEY ("callee_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "call_reports_room" ON "call_reports" USING btree ("room_num");--> statement-breakpoint
CREATE INDEX "calls_caller" ON "calls" USING btree ("caller_id","id");--> statement-breakpoint
CREATE INDEX "calls_callee" ON "calls" USING btree ("callee_id","id");--> statement-breakpoint
CREATE INDEX "calls_open_due" ON "calls" USING btree ("state","next_charge_at","ring_deadline") WHERE "calls"."state" <> 'ended';