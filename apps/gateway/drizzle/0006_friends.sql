CREATE TABLE "friendships" (
	"user_low" bigint NOT NULL,
	"user_high" bigint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "friendships_user_low_user_high_pk" PRIMARY KEY("user_low","user_high"),
	CONSTRAINT "friendships_ordered" CHECK ("friendships"."user_low" < "friendships"."user_high")
);
--> statement-breakpoint
ALTER TABLE "calls" ADD COLUMN "video_invite_by" bigint;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "video_friends_only" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "friendships" ADD CONSTRAINT "friendships_user_low_users_id_fk" FOREIGN KEY ("user_low") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "friendships" ADD CONSTRAINT "friendships_user_high_users_id_fk" FOREIGN KEY ("user_high") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "friendships_high" ON "friendships" USING btree ("user_high");