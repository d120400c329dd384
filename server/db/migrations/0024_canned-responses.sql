CREATE TABLE "canned_responses" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"district_id" uuid,
	"title" text NOT NULL,
	"body" text NOT NULL,
	"category" "ticket_category",
	"tags" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"created_by_id" uuid,
	"updated_by_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "canned_responses" ADD CONSTRAINT "canned_responses_district_id_districts_id_fk" FOREIGN KEY ("district_id") REFERENCES "public"."districts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "canned_responses" ADD CONSTRAINT "canned_responses_created_by_id_users_id_fk" FOREIGN KEY ("created_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "canned_responses" ADD CONSTRAINT "canned_responses_updated_by_id_users_id_fk" FOREIGN KEY ("updated_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "canned_responses_district_title_key" ON "canned_responses" USING btree ("district_id",lower("title")) WHERE "canned_responses"."district_id" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "canned_responses_provider_title_key" ON "canned_responses" USING btree (lower("title")) WHERE "canned_responses"."district_id" is null;--> statement-breakpoint
CREATE INDEX "canned_responses_district_idx" ON "canned_responses" USING btree ("district_id","updated_at");