CREATE TYPE "public"."sparky_article_audience" AS ENUM('everyone', 'technicians');--> statement-breakpoint
CREATE TABLE "sparky_articles" (
	"id" text PRIMARY KEY NOT NULL,
	"title" text NOT NULL,
	"body" text NOT NULL,
	"keywords" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"audience" "sparky_article_audience" DEFAULT 'everyone' NOT NULL,
	"retired_at" timestamp with time zone,
	"updated_by_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sparky_ratings" (
	"district_id" uuid NOT NULL,
	"message_id" uuid NOT NULL,
	"user_id" uuid,
	"article_id" text,
	"helpful" boolean NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "sparky_articles" ADD CONSTRAINT "sparky_articles_updated_by_id_users_id_fk" FOREIGN KEY ("updated_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sparky_ratings" ADD CONSTRAINT "sparky_ratings_district_id_districts_id_fk" FOREIGN KEY ("district_id") REFERENCES "public"."districts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sparky_ratings" ADD CONSTRAINT "sparky_ratings_message_id_sparky_messages_id_fk" FOREIGN KEY ("message_id") REFERENCES "public"."sparky_messages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sparky_ratings" ADD CONSTRAINT "sparky_ratings_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "sparky_ratings_message_key" ON "sparky_ratings" USING btree ("district_id","message_id");--> statement-breakpoint
CREATE INDEX "sparky_ratings_article_idx" ON "sparky_ratings" USING btree ("district_id","article_id");