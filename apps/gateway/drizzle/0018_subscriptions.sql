CREATE TABLE "pay_subscriptions" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "pay_subscriptions_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"user_id" bigint NOT NULL,
	"plan_id" text NOT NULL,
	"period" text NOT NULL,
	"coins" integer NOT NULL,
	"amount" integer NOT NULL,
	"currency" text NOT NULL,
	"status" text NOT NULL,
	"psp" text NOT NULL,
	"payment_method" text,
	"card_brand" text,
	"card_last4" text,
	"periods_paid" integer DEFAULT 0 NOT NULL,
	"current_period_end" timestamp with time zone,
	"ended_reason" text,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "pay_subscriptions_status" CHECK ("pay_subscriptions"."status" IN ('pending', 'active', 'cancelled', 'ended'))
);
--> statement-breakpoint
CREATE TABLE "sandbox_psp_payment_methods" (
	"id" text PRIMARY KEY NOT NULL,
	"scenario" text NOT NULL,
	"brand" text NOT NULL,
	"last4" text NOT NULL,
	"expiry" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "saved_cards" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "saved_cards_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"user_id" bigint NOT NULL,
	"psp" text NOT NULL,
	"token" text NOT NULL,
	"brand" text NOT NULL,
	"last4" text NOT NULL,
	"expiry" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "pay_orders" ADD COLUMN "kind" text DEFAULT 'pack' NOT NULL;--> statement-breakpoint
ALTER TABLE "pay_orders" ADD COLUMN "subscription_id" bigint;--> statement-breakpoint
ALTER TABLE "pay_orders" ADD COLUMN "period_index" integer;--> statement-breakpoint
ALTER TABLE "pay_orders" ADD COLUMN "vip_until" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "sandbox_psp_payments" ADD COLUMN "payment_method_id" text;--> statement-breakpoint
ALTER TABLE "sandbox_psp_payments" ADD COLUMN "save_card" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "pay_subscriptions" ADD CONSTRAINT "pay_subscriptions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "saved_cards" ADD CONSTRAINT "saved_cards_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "pay_subscriptions_held" ON "pay_subscriptions" USING btree ("user_id") WHERE "pay_subscriptions"."status" IN ('pending', 'active', 'cancelled');--> statement-breakpoint
CREATE INDEX "pay_subscriptions_due" ON "pay_subscriptions" USING btree ("current_period_end") WHERE "pay_subscriptions"."status" IN ('active', 'cancelled');--> statement-breakpoint
CREATE UNIQUE INDEX "saved_cards_token" ON "saved_cards" USING btree ("psp","token");--> statement-breakpoint
CREATE INDEX "saved_cards_user" ON "saved_cards" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "pay_orders_period" ON "pay_orders" USING btree ("subscription_id","period_index");--> statement-breakpoint
CREATE INDEX "pay_orders_vip" ON "pay_orders" USING btree ("user_id","vip_until") WHERE "pay_orders"."status" = 'success' AND "pay_orders"."refunded_at" IS NULL;