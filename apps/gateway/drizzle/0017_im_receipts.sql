ALTER TABLE "conversations" ADD COLUMN "low_delivered_seq" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "conversations" ADD COLUMN "high_delivered_seq" bigint DEFAULT 0 NOT NULL;