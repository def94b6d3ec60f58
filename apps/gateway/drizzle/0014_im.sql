CREATE TABLE "friend_add_days" (
	"user_id" bigint NOT NULL,
	"day" date NOT NULL,
	"free_used" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "friend_add_days_user_id_day_pk" PRIMARY KEY("user_id","day")
);
--> statement-breakpoint
CREATE TABLE "friend_removals" (
	"user_low" bigint NOT NULL,
	"user_high" bigint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "friend_removals_user_low_user_high_pk" PRIMARY KEY("user_low","user_high")
);
--> statement-breakpoint
CREATE TABLE "friend_requests" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "friend_requests_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"from_id" bigint NOT NULL,
	"to_id" bigint NOT NULL,
	"state" text DEFAULT 'pending' NOT NULL,
	"charged" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"decided_at" timestamp with time zone,
	CONSTRAINT "friend_requests_not_self" CHECK ("friend_requests"."from_id" <> "friend_requests"."to_id")
);
--> statement-breakpoint
CREATE TABLE "conversations" (
	"user_low" bigint NOT NULL,
	"user_high" bigint NOT NULL,
	"last_seq" bigint DEFAULT 0 NOT NULL,
	"low_read_seq" bigint DEFAULT 0 NOT NULL,
	"high_read_seq" bigint DEFAULT 0 NOT NULL,
	"low_sent" integer DEFAULT 0 NOT NULL,
	"high_sent" integer DEFAULT 0 NOT NULL,
	"last_at" timestamp with time zone,
	"last_sender_id" bigint,
	"preview" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "conversations_user_low_user_high_pk" PRIMARY KEY("user_low","user_high"),
	CONSTRAINT "conversations_ordered" CHECK ("conversations"."user_low" < "conversations"."user_high")
);
--> statement-breakpoint
CREATE TABLE "messages" (
	"user_low" bigint NOT NULL,
	"user_high" bigint NOT NULL,
	"seq" bigint NOT NULL,
	"sender_id" bigint NOT NULL,
	"client_id" text NOT NULL,
	"kind" text DEFAULT 'text' NOT NULL,
	"body" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "messages_user_low_user_high_seq_pk" PRIMARY KEY("user_low","user_high","seq"),
	CONSTRAINT "messages_client_id" UNIQUE("sender_id","client_id")
);
--> statement-breakpoint
CREATE TABLE "say_hi_days" (
	"user_id" bigint NOT NULL,
	"day" date NOT NULL,
	"used" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "say_hi_days_user_id_day_pk" PRIMARY KEY("user_id","day")
);
--> statement-breakpoint
ALTER TABLE "reports" DROP CONSTRAINT "reports_one_subject";--> statement-breakpoint
ALTER TABLE "friend_add_days" ADD CONSTRAINT "friend_add_days_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "friend_removals" ADD CONSTRAINT "friend_removals_user_low_users_id_fk" FOREIGN KEY ("user_low") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "friend_removals" ADD CONSTRAINT "friend_removals_user_high_users_id_fk" FOREIGN KEY ("user_high") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "friend_requests" ADD CONSTRAINT "friend_requests_from_id_users_id_fk" FOREIGN KEY ("from_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "friend_requests" ADD CONSTRAINT "friend_requests_to_id_users_id_fk" FOREIGN KEY ("to_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "conversations" ADD CONSTRAINT "conversations_user_low_users_id_fk" FOREIGN KEY ("user_low") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "conversations" ADD CONSTRAINT "conversations_user_high_users_id_fk" FOREIGN KEY ("user_high") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "messages" ADD CONSTRAINT "messages_sender_id_users_id_fk" FOREIGN KEY ("sender_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "say_hi_days" ADD CONSTRAINT "say_hi_days_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "friend_requests_pending" ON "friend_requests" USING btree ("from_id","to_id") WHERE "friend_requests"."state" = 'pending';--> statement-breakpoint
CREATE INDEX "friend_requests_to" ON "friend_requests" USING btree ("to_id");--> statement-breakpoint
CREATE INDEX "conversations_high" ON "conversations" USING btree ("user_high");--> statement-breakpoint
ALTER TABLE "reports" ADD CONSTRAINT "reports_one_subject" CHECK ("reports"."call_id" is null or "reports"."match_id" is null);