CREATE TYPE "public"."agreement_type" AS ENUM('ndpa', 'state_dpa', 'vendor_terms');--> statement-breakpoint
CREATE TYPE "public"."dpa_status" AS ENUM('none', 'requested', 'signed', 'expired', 'declined');--> statement-breakpoint
CREATE TYPE "public"."offboarding_status" AS ENUM('archiving', 'waiting', 'deleting', 'deleted', 'cancelled', 'failed');--> statement-breakpoint
CREATE TABLE "district_offboardings" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"former_district_id" uuid NOT NULL,
	"district_name" text NOT NULL,
	"district_code" text NOT NULL,
	"status" "offboarding_status" DEFAULT 'archiving' NOT NULL,
	"delete_after_days" integer DEFAULT 30 NOT NULL,
	"requested_by" uuid,
	"requested_by_label" text NOT NULL,
	"requested_at" timestamp with time zone DEFAULT now() NOT NULL,
	"archive_backup_id" uuid,
	"archive_sha256" text,
	"archive_size_bytes" integer,
	"archive_ready_at" timestamp with time zone,
	"delete_at" timestamp with time zone,
	"deletion_started_at" timestamp with time zone,
	"deleted_at" timestamp with time zone,
	"key_destroyed_at" timestamp with time zone,
	"deleted_counts" jsonb,
	"cancelled_at" timestamp with time zone,
	"cancelled_by_label" text,
	"error" text
);
--> statement-breakpoint
CREATE TABLE "privacy_exports" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"district_id" uuid NOT NULL,
	"person_id" uuid,
	"user_id" uuid,
	"subject_label" text NOT NULL,
	"requested_by" uuid,
	"status" text DEFAULT 'queued' NOT NULL,
	"file_name" text,
	"size_bytes" integer,
	"archive" "bytea",
	"error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"completed_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "retention_settings" (
	"district_id" uuid PRIMARY KEY NOT NULL,
	"rules" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"updated_by" uuid,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_run_at" timestamp with time zone,
	"last_run_counts" jsonb
);
--> statement-breakpoint
CREATE TABLE "vendor_agreements" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"district_id" uuid NOT NULL,
	"license_id" uuid,
	"vendor" text,
	"app_name" text,
	"dpa_status" "dpa_status" DEFAULT 'none' NOT NULL,
	"agreement_type" "agreement_type",
	"signed_at" date,
	"expires_at" date,
	"data_elements" text[] DEFAULT '{}'::text[] NOT NULL,
	"agreement_url" text,
	"approved_for_students" boolean DEFAULT false NOT NULL,
	"reminders_sent" integer[] DEFAULT '{}'::integer[] NOT NULL,
	"updated_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "locale" text DEFAULT 'en' NOT NULL;--> statement-breakpoint
ALTER TABLE "people" ADD COLUMN "withdrawn_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "district_offboardings" ADD CONSTRAINT "district_offboardings_requested_by_users_id_fk" FOREIGN KEY ("requested_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "privacy_exports" ADD CONSTRAINT "privacy_exports_district_id_districts_id_fk" FOREIGN KEY ("district_id") REFERENCES "public"."districts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "privacy_exports" ADD CONSTRAINT "privacy_exports_person_id_people_id_fk" FOREIGN KEY ("person_id") REFERENCES "public"."people"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "privacy_exports" ADD CONSTRAINT "privacy_exports_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "privacy_exports" ADD CONSTRAINT "privacy_exports_requested_by_users_id_fk" FOREIGN KEY ("requested_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "retention_settings" ADD CONSTRAINT "retention_settings_district_id_districts_id_fk" FOREIGN KEY ("district_id") REFERENCES "public"."districts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "retention_settings" ADD CONSTRAINT "retention_settings_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vendor_agreements" ADD CONSTRAINT "vendor_agreements_district_id_districts_id_fk" FOREIGN KEY ("district_id") REFERENCES "public"."districts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vendor_agreements" ADD CONSTRAINT "vendor_agreements_license_id_licenses_id_fk" FOREIGN KEY ("license_id") REFERENCES "public"."licenses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vendor_agreements" ADD CONSTRAINT "vendor_agreements_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "district_offboardings_district_idx" ON "district_offboardings" USING btree ("former_district_id","requested_at");--> statement-breakpoint
CREATE UNIQUE INDEX "district_offboardings_active_key" ON "district_offboardings" USING btree ("former_district_id") WHERE "district_offboardings"."status" in ('archiving', 'waiting', 'deleting');--> statement-breakpoint
CREATE INDEX "privacy_exports_district_idx" ON "privacy_exports" USING btree ("district_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "vendor_agreements_license_key" ON "vendor_agreements" USING btree ("license_id") WHERE "vendor_agreements"."license_id" is not null;--> statement-breakpoint
CREATE INDEX "vendor_agreements_district_idx" ON "vendor_agreements" USING btree ("district_id","dpa_status");--> statement-breakpoint
UPDATE "people" SET "withdrawn_at" = "updated_at" WHERE "status" = 'withdrawn';
