CREATE TABLE "card_setups" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "card_setups_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"setup_no" text NOT NULL,
	"user_id" bigint NOT NULL,
	"psp" text NOT NULL,
	"psp_setup_id" text NOT NULL,
	"status" text NOT NULL,
	"failure_reason" text,
	"card_id" bigint,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "sandbox_psp_payments" ADD COLUMN "mode" text DEFAULT 'payment' NOT NULL;--> statement-breakpoint
ALTER TABLE "card_setups" ADD CONSTRAINT "card_setups_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "card_setups_no" ON "card_setups" USING btree ("setup_no");--> statement-breakpoint
CREATE UNIQUE INDEX "card_setups_psp_id" ON "card_setups" USING btree ("psp","psp_setup_id");--> statement-breakpoint
CREATE INDEX "card_setups_user" ON "card_setups" USING btree ("user_id");