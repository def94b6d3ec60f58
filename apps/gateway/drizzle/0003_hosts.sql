CREATE TABLE "host_profiles" (
	"user_id" bigint PRIMARY KEY NOT NULL,
	"price_per_minute" integer NOT NULL,
	"friend_price_per_minute" integer NOT NULL,
	"points_per_minute" integer NOT NULL,
	"avatar" text,
	"on_wall" boolean DEFAULT true NOT NULL,
	"demo" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "host_profiles_prices_positive" CHECK ("host_profiles"."price_per_minute" > 0 AND "host_profiles"."friend_price_per_minute" > 0),
	CONSTRAINT "host_profiles_points_not_negative" CHECK ("host_profiles"."points_per_minute" >= 0)
);
--> statement-breakpoint
ALTER TABLE "host_profiles" ADD CONSTRAINT "host_profiles_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
-- Hosts made before host profiles existed (`users create --role goddess`) get the defaults of a new host: the
-- cards' unit price of spec §9 (PLACEMENT_CONFIG.cards.unitPrice) for both prices, one point per coin.
INSERT INTO "host_profiles" ("user_id", "price_per_minute", "friend_price_per_minute", "points_per_minute")
SELECT "id", 80, 80, 80 FROM "users" WHERE "role" = 'goddess';
