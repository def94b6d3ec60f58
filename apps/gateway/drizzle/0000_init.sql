CREATE TABLE "coin_accounts" (
	"user_id" bigint PRIMARY KEY NOT NULL,
	"balance" bigint DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "coin_accounts_balance_not_negative" CHECK ("coin_accounts"."balance" >= 0)
);
--> statement-breakpoint
CREATE TABLE "presence" (
	"user_id" bigint PRIMARY KEY NOT NULL,
	"last_heartbeat_at" timestamp with time zone,
	"busy" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
CREATE UNLOGGED TABLE "presence_sockets" (
	"socket_id" text PRIMARY KEY NOT NULL,
	"user_id" bigint NOT NULL,
	"instance_id" text NOT NULL,
	"last_beat_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE UNLOGGED TABLE "seen_signatures" (
	"sign" text PRIMARY KEY NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sessions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" bigint NOT NULL,
	"device_id" text NOT NULL,
	"token_hash" text NOT NULL,
	"sign_key" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_seen_at" timestamp with time zone DEFAULT now() NOT NULL,
	"revoked_at" timestamp with time zone,
	"revoked_reason" text,
	CONSTRAINT "sessions_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "users_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 100001 CACHE 1),
	"search_id" text NOT NULL,
	"nickname" text DEFAULT '' NOT NULL,
	"role" text DEFAULT 'user' NOT NULL,
	"country_code" text DEFAULT 'ZZ' NOT NULL,
	"invisible" boolean DEFAULT false NOT NULL,
	"push_token" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "users_search_id_unique" UNIQUE("search_id")
);
--> statement-breakpoint
ALTER TABLE "coin_accounts" ADD CONSTRAINT "coin_accounts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "presence" ADD CONSTRAINT "presence_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "presence_sockets" ADD CONSTRAINT "presence_sockets_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "presence_sockets_user" ON "presence_sockets" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "sessions_user_device" ON "sessions" USING btree ("user_id","device_id");