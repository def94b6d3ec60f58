CREATE TABLE "pay_orders" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "pay_orders_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"order_no" text NOT NULL,
	"user_id" bigint NOT NULL,
	"pack_id" text NOT NULL,
	"amount" integer NOT NULL,
	"currency" text NOT NULL,
	"coins" integer NOT NULL,
	"bonus_coins" integer DEFAULT 0 NOT NULL,
	"status" text NOT NULL,
	"failure_reason" text,
	"psp" text NOT NULL,
	"psp_payment_id" text,
	"refunded_coins" integer DEFAULT 0 NOT NULL,
	"refunded_at" timestamp with time zone,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "pay_orders_order_no_unique" UNIQUE("order_no"),
	CONSTRAINT "pay_orders_status" CHECK ("pay_orders"."status" IN ('waiting', 'processing', 'success', 'failure', 'cancelled')),
	CONSTRAINT "pay_orders_amounts" CHECK ("pay_orders"."amount" > 0 AND "pay_orders"."coins" > 0 AND "pay_orders"."refunded_coins" >= 0)
);
--> statement-breakpoint
CREATE TABLE "psp_events" (
	"psp" text NOT NULL,
	"event_id" text NOT NULL,
	"order_no" text NOT NULL,
	"type" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "psp_events_psp_event_id_pk" PRIMARY KEY("psp","event_id")
);
--> statement-breakpoint
CREATE TABLE "sandbox_psp_deliveries" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "sandbox_psp_deliveries_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"event_id" text NOT NULL,
	"body" text NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"next_at" timestamp with time zone NOT NULL,
	"delivered_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "sandbox_psp_payments" (
	"id" text PRIMARY KEY NOT NULL,
	"reference" text NOT NULL,
	"amount" integer NOT NULL,
	"currency" text NOT NULL,
	"return_url" text NOT NULL,
	"status" text NOT NULL,
	"failure_reason" text,
	"settles_as" text,
	"settle_at" timestamp with time zone,
	"card_brand" text,
	"card_last4" text,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "shop_settings" (
	"name" text PRIMARY KEY NOT NULL,
	"value" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "pay_orders" ADD CONSTRAINT "pay_orders_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "pay_orders_user" ON "pay_orders" USING btree ("user_id","id");--> statement-breakpoint
CREATE INDEX "pay_orders_open" ON "pay_orders" USING btree ("updated_at") WHERE "pay_orders"."status" IN ('waiting', 'processing');--> statement-breakpoint
CREATE UNIQUE INDEX "pay_orders_psp_payment" ON "pay_orders" USING btree ("psp","psp_payment_id");--> statement-breakpoint
CREATE INDEX "sandbox_psp_deliveries_due" ON "sandbox_psp_deliveries" USING btree ("next_at") WHERE "sandbox_psp_deliveries"."delivered_at" IS NULL;