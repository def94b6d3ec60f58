ALTER TABLE "media_files" ADD COLUMN "mime" text;--> statement-breakpoint
ALTER TABLE "media_files" ADD COLUMN "duration_ms" integer;