CREATE TABLE "sandbox_psp_refunds" (
	"id" text PRIMARY KEY NOT NULL,
	"payment_id" text NOT NULL,
	"amount" integer NOT NULL,
	"currency" text NOT NULL,
	"status" text NOT NULL,
	"failure_reason" text,
	"settle_at" timestamp with time zone,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "pay_orders" ADD COLUMN "psp_refund_status" text;--> statement-breakpoint
ALTER TABLE "pay_orders" ADD COLUMN "psp_refund_id" text;--> statement-breakpoint
ALTER TABLE "pay_orders" ADD COLUMN "psp_refund_failure" text;--> statement-breakpoint
CREATE INDEX "pay_orders_psp_refund_open" ON "pay_orders" USING btree ("updated_at") WHERE "pay_orders"."psp_refund_status" IN ('requested', 'pending');