CREATE TYPE "public"."person_role" AS ENUM('student', 'teacher', 'staff');--> statement-breakpoint
CREATE TYPE "public"."person_source" AS ENUM('oneroster', 'google', 'manual');--> statement-breakpoint
CREATE TYPE "public"."person_status" AS ENUM('active', 'withdrawn');--> statement-breakpoint
CREATE TABLE "fleet_model_costs" (
	"district_id" uuid NOT NULL,
	"model" text NOT NULL,
	"unit_cost_cents" integer NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "fleet_model_costs_district_id_model_pk" PRIMARY KEY("district_id","model")
);
--> statement-breakpoint
CREATE TABLE "people" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"district_id" uuid NOT NULL,
	"first_name" text NOT NULL,
	"last_name" text DEFAULT '' NOT NULL,
	"email" text,
	"role" "person_role" NOT NULL,
	"grade" text,
	"site_id" uuid,
	"sis_id" text,
	"status" "person_status" DEFAULT 'active' NOT NULL,
	"source" "person_source" DEFAULT 'manual' NOT NULL,
	"user_id" uuid,
	"source_modified_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "assets" ADD COLUMN "person_id" uuid;--> statement-breakpoint
ALTER TABLE "assets" ADD COLUMN "site_id" uuid;--> statement-breakpoint
ALTER TABLE "assets" ADD COLUMN "support_ends_on" date;--> statement-breakpoint
ALTER TABLE "fleet_model_costs" ADD CONSTRAINT "fleet_model_costs_district_id_districts_id_fk" FOREIGN KEY ("district_id") REFERENCES "public"."districts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "people" ADD CONSTRAINT "people_district_id_districts_id_fk" FOREIGN KEY ("district_id") REFERENCES "public"."districts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "people" ADD CONSTRAINT "people_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "people" ADD CONSTRAINT "people_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "people_district_sis_key" ON "people" USING btree ("district_id","sis_id") WHERE "people"."sis_id" is not null;--> statement-breakpoint
CREATE INDEX "people_district_email_idx" ON "people" USING btree ("district_id","email") WHERE "people"."email" is not null;--> statement-breakpoint
CREATE INDEX "people_district_name_idx" ON "people" USING btree ("district_id",lower("last_name" || ' ' || "first_name"),"id");--> statement-breakpoint
CREATE INDEX "people_district_role_status_idx" ON "people" USING btree ("district_id","role","status");--> statement-breakpoint
ALTER TABLE "assets" ADD CONSTRAINT "assets_person_id_people_id_fk" FOREIGN KEY ("person_id") REFERENCES "public"."people"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "assets" ADD CONSTRAINT "assets_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "assets_district_person_idx" ON "assets" USING btree ("district_id","person_id") WHERE "assets"."person_id" is not null;--> statement-breakpoint
CREATE INDEX "assets_district_support_idx" ON "assets" USING btree ("district_id","support_ends_on") WHERE "assets"."support_ends_on" is not null;--> statement-breakpoint
CREATE INDEX "assets_district_serial_idx" ON "assets" USING btree ("district_id","serial_number") WHERE "assets"."serial_number" <> '';