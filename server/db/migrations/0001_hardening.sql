CREATE TABLE "rate_limits" (
	"key" text PRIMARY KEY NOT NULL,
	"count" integer NOT NULL,
	"reset_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
-- District-wide feed addresses were readable by every user of the district: they are revoked, and
-- each user gets an address of their own on first use.
DELETE FROM "meeting_calendar_feeds";--> statement-breakpoint
ALTER TABLE "meeting_calendar_feeds" DROP CONSTRAINT "meeting_calendar_feeds_pkey";--> statement-breakpoint
ALTER TABLE "meeting_calendar_feeds" ADD COLUMN "user_id" uuid NOT NULL;--> statement-breakpoint
ALTER TABLE "meeting_calendar_feeds" ADD CONSTRAINT "meeting_calendar_feeds_district_id_user_id_pk" PRIMARY KEY("district_id","user_id");--> statement-breakpoint
CREATE INDEX "rate_limits_reset_idx" ON "rate_limits" USING btree ("reset_at");--> statement-breakpoint
ALTER TABLE "meeting_calendar_feeds" ADD CONSTRAINT "meeting_calendar_feeds_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;