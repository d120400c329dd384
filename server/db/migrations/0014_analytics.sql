CREATE TABLE "analytics_subscriptions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"district_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"last_sent_month" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "mail_attachments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"mail_id" uuid NOT NULL,
	"filename" text NOT NULL,
	"content_type" text NOT NULL,
	"content" text NOT NULL
);
--> statement-breakpoint
ALTER TABLE "analytics_subscriptions" ADD CONSTRAINT "analytics_subscriptions_district_id_districts_id_fk" FOREIGN KEY ("district_id") REFERENCES "public"."districts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "analytics_subscriptions" ADD CONSTRAINT "analytics_subscriptions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mail_attachments" ADD CONSTRAINT "mail_attachments_mail_id_mail_messages_id_fk" FOREIGN KEY ("mail_id") REFERENCES "public"."mail_messages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "analytics_subscriptions_district_user_key" ON "analytics_subscriptions" USING btree ("district_id","user_id");--> statement-breakpoint
CREATE INDEX "analytics_subscriptions_district_idx" ON "analytics_subscriptions" USING btree ("district_id","created_at");--> statement-breakpoint
CREATE INDEX "mail_attachments_mail_idx" ON "mail_attachments" USING btree ("mail_id");--> statement-breakpoint
CREATE INDEX "assets_analytics_idx" ON "assets" USING btree ("district_id","category","status","created_at");--> statement-breakpoint
CREATE INDEX "ticket_activity_district_status_idx" ON "ticket_activity" USING btree ("district_id","created_at") WHERE "ticket_activity"."kind" = 'status';--> statement-breakpoint
CREATE INDEX "tickets_analytics_created_idx" ON "tickets" USING btree ("district_id","created_at","priority","status","category","resolved_at","created_by_id");--> statement-breakpoint
CREATE INDEX "tickets_district_resolved_idx" ON "tickets" USING btree ("district_id","resolved_at","created_at","priority") WHERE "tickets"."resolved_at" is not null;