CREATE TABLE "pay_refund_reports" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "pay_refund_reports_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"user_id" bigint NOT NULL,
	"order_no" text NOT NULL,
	"category" text NOT NULL,
	"description" text NOT NULL,
	"proof_key" text,
	"status" text DEFAULT 'processing' NOT NULL,
	"coins" integer DEFAULT 0 NOT NULL,
	"note" text,
	"created_at" timestamp with time zone NOT NULL,
	"decided_at" timestamp with time zone,
	CONSTRAINT "pay_refund_reports_order_no_unique" UNIQUE("order_no"),
	CONSTRAINT "pay_refund_reports_status" CHECK ("pay_refund_reports"."status" IN ('processing', 'refunded', 'coinsCredited', 'rejected'))
);
--> statement-breakpoint
CREATE TABLE "refund_captchas" (
	"id" text PRIMARY KEY NOT NULL,
	"user_id" bigint NOT NULL,
	"answer" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "pay_refund_reports" ADD CONSTRAINT "pay_refund_reports_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "pay_refund_reports_user" ON "pay_refund_reports" USING btree ("user_id","id");--> statement-breakpoint
CREATE INDEX "pay_refund_reports_open" ON "pay_refund_reports" USING btree ("id") WHERE "pay_refund_reports"."status" = 'processing';