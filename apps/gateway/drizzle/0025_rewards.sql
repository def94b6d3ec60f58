CREATE TABLE "reward_check_ins" (
	"user_id" bigint NOT NULL,
	"day" text NOT NULL,
	"device_id" text NOT NULL,
	"week_day" integer,
	"coins" integer NOT NULL,
	"vip_coins" integer NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "reward_check_ins_user_id_day_pk" PRIMARY KEY("user_id","day")
);
--> statement-breakpoint
CREATE TABLE "reward_event_counts" (
	"user_id" bigint NOT NULL,
	"day" text NOT NULL,
	"event" text NOT NULL,
	"count" integer NOT NULL,
	CONSTRAINT "reward_event_counts_user_id_event_day_pk" PRIMARY KEY("user_id","event","day")
);
--> statement-breakpoint
CREATE TABLE "reward_mission_claims" (
	"user_id" bigint NOT NULL,
	"mission_id" text NOT NULL,
	"period" text NOT NULL,
	"coins" integer NOT NULL,
	"claimed_at" timestamp with time zone NOT NULL,
	CONSTRAINT "reward_mission_claims_user_id_mission_id_period_pk" PRIMARY KEY("user_id","mission_id","period")
);
--> statement-breakpoint
CREATE TABLE "reward_settings" (
	"name" text PRIMARY KEY NOT NULL,
	"value" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "reward_check_ins" ADD CONSTRAINT "reward_check_ins_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reward_event_counts" ADD CONSTRAINT "reward_event_counts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reward_mission_claims" ADD CONSTRAINT "reward_mission_claims_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "reward_check_ins_device_day" ON "reward_check_ins" USING btree ("device_id","day");