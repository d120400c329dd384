CREATE TYPE "public"."announcement_severity" AS ENUM('info', 'warning', 'critical');--> statement-breakpoint
CREATE TYPE "public"."bulk_operation_kind" AS ENUM('update_feature_access', 'send_announcement', 'backup_district_data', 'update_integration_settings', 'enable_maintenance_mode');--> statement-breakpoint
CREATE TYPE "public"."bulk_outcome" AS ENUM('pending', 'ok', 'skipped', 'failed');--> statement-breakpoint
CREATE TYPE "public"."bulk_status" AS ENUM('queued', 'running', 'completed', 'failed');--> statement-breakpoint
CREATE TABLE "announcement_dismissals" (
	"announcement_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"dismissed_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "announcement_dismissals_announcement_id_user_id_pk" PRIMARY KEY("announcement_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "announcements" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"district_id" uuid NOT NULL,
	"message" text NOT NULL,
	"severity" "announcement_severity" NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone,
	"operation_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "bulk_operation_results" (
	"operation_id" uuid NOT NULL,
	"district_id" uuid NOT NULL,
	"position" integer NOT NULL,
	"outcome" "bulk_outcome" DEFAULT 'pending' NOT NULL,
	"detail" text DEFAULT '' NOT NULL,
	"backup_id" uuid,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "bulk_operation_results_operation_id_district_id_pk" PRIMARY KEY("operation_id","district_id")
);
--> statement-breakpoint
CREATE TABLE "bulk_operations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"operation" "bulk_operation_kind" NOT NULL,
	"params" jsonb NOT NULL,
	"dry_run" boolean NOT NULL,
	"status" "bulk_status" DEFAULT 'queued' NOT NULL,
	"created_by_id" uuid,
	"created_by_label" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "district_backups" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"district_id" uuid NOT NULL,
	"operation_id" uuid,
	"file_name" text NOT NULL,
	"size_bytes" integer NOT NULL,
	"archive" "bytea" NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "district_integration_settings" (
	"district_id" uuid NOT NULL,
	"integration" text NOT NULL,
	"enabled" boolean DEFAULT false NOT NULL,
	"sync_interval_minutes" integer DEFAULT 15 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "district_integration_settings_district_id_integration_pk" PRIMARY KEY("district_id","integration")
);
--> statement-breakpoint
CREATE TABLE "provider_settings" (
	"key" text PRIMARY KEY NOT NULL,
	"value" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "districts" ADD COLUMN "maintenance_starts_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "districts" ADD COLUMN "maintenance_ends_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "districts" ADD COLUMN "maintenance_message" text;--> statement-breakpoint
ALTER TABLE "announcement_dismissals" ADD CONSTRAINT "announcement_dismissals_announcement_id_announcements_id_fk" FOREIGN KEY ("announcement_id") REFERENCES "public"."announcements"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "announcement_dismissals" ADD CONSTRAINT "announcement_dismissals_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "announcements" ADD CONSTRAINT "announcements_district_id_districts_id_fk" FOREIGN KEY ("district_id") REFERENCES "public"."districts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "announcements" ADD CONSTRAINT "announcements_operation_id_bulk_operations_id_fk" FOREIGN KEY ("operation_id") REFERENCES "public"."bulk_operations"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bulk_operation_results" ADD CONSTRAINT "bulk_operation_results_operation_id_bulk_operations_id_fk" FOREIGN KEY ("operation_id") REFERENCES "public"."bulk_operations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bulk_operation_results" ADD CONSTRAINT "bulk_operation_results_district_id_districts_id_fk" FOREIGN KEY ("district_id") REFERENCES "public"."districts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bulk_operations" ADD CONSTRAINT "bulk_operations_created_by_id_users_id_fk" FOREIGN KEY ("created_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "district_backups" ADD CONSTRAINT "district_backups_district_id_districts_id_fk" FOREIGN KEY ("district_id") REFERENCES "public"."districts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "district_backups" ADD CONSTRAINT "district_backups_operation_id_bulk_operations_id_fk" FOREIGN KEY ("operation_id") REFERENCES "public"."bulk_operations"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "district_integration_settings" ADD CONSTRAINT "district_integration_settings_district_id_districts_id_fk" FOREIGN KEY ("district_id") REFERENCES "public"."districts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "announcements_district_time_idx" ON "announcements" USING btree ("district_id","starts_at");--> statement-breakpoint
CREATE INDEX "bulk_operations_time_idx" ON "bulk_operations" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "district_backups_district_time_idx" ON "district_backups" USING btree ("district_id","created_at");