DROP INDEX "pay_orders_period";--> statement-breakpoint
ALTER TABLE "pay_orders" ADD COLUMN "attempt" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "pay_subscriptions" ADD COLUMN "renewal_attempts" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "pay_subscriptions" ADD COLUMN "retry_at" timestamp with time zone;--> statement-breakpoint
CREATE UNIQUE INDEX "pay_orders_period" ON "pay_orders" USING btree ("subscription_id","period_index","attempt");