CREATE TABLE "backpack_grants" (
	"key" text PRIMARY KEY NOT NULL,
	"user_id" bigint NOT NULL,
	"gift_id" text NOT NULL,
	"count" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "backpack_items" (
	"user_id" bigint NOT NULL,
	"gift_id" text NOT NULL,
	"count" integer NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "backpack_items_user_id_gift_id_pk" PRIMARY KEY("user_id","gift_id"),
	CONSTRAINT "backpack_items_count_not_negative" CHECK ("backpack_items"."count" >= 0)
);
--> statement-breakpoint
CREATE TABLE "gift_sends" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "gift_sends_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"sender_id" bigint NOT NULL,
	"send_id" text NOT NULL,
	"receiver_id" bigint NOT NULL,
	"gift_id" text NOT NULL,
	"price" integer NOT NULL,
	"points" integer NOT NULL,
	"context" text NOT NULL,
	"from_backpack" boolean NOT NULL,
	"gift" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "gift_settings" (
	"name" text PRIMARY KEY NOT NULL,
	"value" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "backpack_grants" ADD CONSTRAINT "backpack_grants_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "backpack_items" ADD CONSTRAINT "backpack_items_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gift_sends" ADD CONSTRAINT "gift_sends_sender_id_users_id_fk" FOREIGN KEY ("sender_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gift_sends" ADD CONSTRAINT "gift_sends_receiver_id_users_id_fk" FOREIGN KEY ("receiver_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "gift_sends_sender_send_id" ON "gift_sends" USING btree ("sender_id","send_id");--> statement-breakpoint
CREATE INDEX "gift_sends_receiver" ON "gift_sends" USING btree ("receiver_id","created_at");