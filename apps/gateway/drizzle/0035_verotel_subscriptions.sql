ALTER TABLE "pay_subscriptions" ADD COLUMN "psp_subscription_id" text;--> statement-breakpoint
ALTER TABLE "pay_subscriptions" ADD COLUMN "cancel_requested_at" timestamp with time zone;--> statement-breakpoint
CREATE UNIQUE INDEX "pay_subscriptions_psp_subscription" ON "pay_subscriptions" USING btree ("psp","psp_subscription_id") WHERE "pay_subscriptions"."psp_subscription_id" IS NOT NULL;