CREATE TABLE "usage_events" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"user_id" bigint,
	"device_id" text NOT NULL,
	"event_id" text NOT NULL,
	"place_id" integer NOT NULL,
	"xaid" smallint NOT NULL,
	"time" timestamp with time zone NOT NULL,
	"target_user_id" bigint,
	"free_name1" text,
	"free_name2" text,
	"country" text,
	"language" text,
	"device_model" text,
	"path" text,
	"response_time_ms" integer,
	"load_time_ms" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "usage_events_event_time" ON "usage_events" USING btree ("event_id","created_at");