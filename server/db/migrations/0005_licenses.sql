CREATE TYPE "public"."license_assignee_kind" AS ENUM('user', 'person', 'device');--> statement-breakpoint
CREATE TYPE "public"."license_category" AS ENUM('Productivity', 'Content Filtering', 'Classroom Management', 'Endpoint Security', 'Mobile Device Management', 'Student Safety', 'Asset Management');--> statement-breakpoint
CREATE TYPE "public"."license_history_action" AS ENUM('created', 'imported', 'updated', 'renewed', 'cancelled', 'reactivated', 'reminders_changed', 'seat_assigned', 'seat_unassigned', 'reminder_sent', 'low_seat_alert_sent');--> statement-breakpoint
CREATE TYPE "public"."license_seat_model" AS ENUM('per_user', 'per_device', 'site', 'unlimited');--> statement-breakpoint
CREATE TYPE "public"."license_seat_tracking" AS ENUM('assignments', 'manual');--> statement-breakpoint
CREATE TABLE "license_assignments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"district_id" uuid NOT NULL,
	"license_id" uuid NOT NULL,
	"kind" "license_assignee_kind" NOT NULL,
	"user_id" uuid,
	"asset_id" uuid,
	"name" text NOT NULL,
	"email" text,
	"detail" text DEFAULT '' NOT NULL,
	"assigned_by" uuid,
	"assigned_by_name" text DEFAULT '' NOT NULL,
	"assigned_at" timestamp (3) with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "license_history" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"district_id" uuid NOT NULL,
	"license_id" uuid NOT NULL,
	"action" "license_history_action" NOT NULL,
	"details" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"actor_id" uuid,
	"actor_name" text DEFAULT '' NOT NULL,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "licenses" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"district_id" uuid NOT NULL,
	"name" text NOT NULL,
	"vendor" text NOT NULL,
	"category" "license_category" NOT NULL,
	"seat_model" "license_seat_model" NOT NULL,
	"license_count" integer DEFAULT 0 NOT NULL,
	"seat_tracking" "license_seat_tracking" DEFAULT 'assignments' NOT NULL,
	"seats_used_manual" integer,
	"assigned_seats" integer DEFAULT 0 NOT NULL,
	"seats_used" integer GENERATED ALWAYS AS (case when "seat_tracking" = 'manual' then coalesce("seats_used_manual", 0) else "assigned_seats" end) STORED NOT NULL,
	"cost" numeric(12, 2) DEFAULT 0 NOT NULL,
	"cost_per_seat" numeric(12, 2),
	"purchase_date" date,
	"renewal_date" date NOT NULL,
	"auto_renew" boolean DEFAULT false NOT NULL,
	"contract_number" text DEFAULT '' NOT NULL,
	"notes" text DEFAULT '' NOT NULL,
	"contact_email" text,
	"admin_url" text,
	"low_seat_threshold" integer,
	"reminder_days" integer[] DEFAULT '{90,60,30,7}'::integer[] NOT NULL,
	"reminders_sent" integer[] DEFAULT '{}'::integer[] NOT NULL,
	"low_seat_alert_at" timestamp (3) with time zone,
	"cancelled_at" timestamp (3) with time zone,
	"search_text" text GENERATED ALWAYS AS (lower("name" || chr(31) || "vendor")) STORED,
	"created_by" uuid,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "licenses_counts_valid" CHECK ("licenses"."license_count" >= 0 and "licenses"."assigned_seats" >= 0),
	CONSTRAINT "licenses_costs_valid" CHECK ("licenses"."cost" >= 0 and ("licenses"."cost_per_seat" is null or "licenses"."cost_per_seat" >= 0)),
	CONSTRAINT "licenses_dates_ordered" CHECK ("licenses"."purchase_date" is null or "licenses"."renewal_date" >= "licenses"."purchase_date")
);
--> statement-breakpoint
ALTER TABLE "license_assignments" ADD CONSTRAINT "license_assignments_district_id_districts_id_fk" FOREIGN KEY ("district_id") REFERENCES "public"."districts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "license_assignments" ADD CONSTRAINT "license_assignments_license_id_licenses_id_fk" FOREIGN KEY ("license_id") REFERENCES "public"."licenses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "license_assignments" ADD CONSTRAINT "license_assignments_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "license_assignments" ADD CONSTRAINT "license_assignments_asset_id_assets_id_fk" FOREIGN KEY ("asset_id") REFERENCES "public"."assets"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "license_assignments" ADD CONSTRAINT "license_assignments_assigned_by_users_id_fk" FOREIGN KEY ("assigned_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "license_history" ADD CONSTRAINT "license_history_district_id_districts_id_fk" FOREIGN KEY ("district_id") REFERENCES "public"."districts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "license_history" ADD CONSTRAINT "license_history_license_id_licenses_id_fk" FOREIGN KEY ("license_id") REFERENCES "public"."licenses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "license_history" ADD CONSTRAINT "license_history_actor_id_users_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "licenses" ADD CONSTRAINT "licenses_district_id_districts_id_fk" FOREIGN KEY ("district_id") REFERENCES "public"."districts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "licenses" ADD CONSTRAINT "licenses_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "license_assignments_license_idx" ON "license_assignments" USING btree ("district_id","license_id","assigned_at");--> statement-breakpoint
CREATE UNIQUE INDEX "license_assignments_email_key" ON "license_assignments" USING btree ("district_id","license_id",lower("email")) WHERE "license_assignments"."email" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "license_assignments_asset_key" ON "license_assignments" USING btree ("district_id","license_id","asset_id") WHERE "license_assignments"."asset_id" is not null;--> statement-breakpoint
CREATE INDEX "license_assignments_user_idx" ON "license_assignments" USING btree ("user_id") WHERE "license_assignments"."user_id" is not null;--> statement-breakpoint
CREATE INDEX "license_assignments_asset_idx" ON "license_assignments" USING btree ("asset_id") WHERE "license_assignments"."asset_id" is not null;--> statement-breakpoint
CREATE INDEX "license_history_license_idx" ON "license_history" USING btree ("district_id","license_id","created_at");--> statement-breakpoint
CREATE INDEX "licenses_district_name_idx" ON "licenses" USING btree ("district_id",lower("name"),"id");--> statement-breakpoint
CREATE INDEX "licenses_district_renewal_idx" ON "licenses" USING btree ("district_id","renewal_date");