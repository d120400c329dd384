CREATE TABLE "google_devices" (
	"district_id" uuid NOT NULL,
	"device_id" text NOT NULL,
	"serial_number" text DEFAULT '' NOT NULL,
	"asset_id" uuid,
	"status" text DEFAULT '' NOT NULL,
	"model" text DEFAULT '' NOT NULL,
	"os_version" text,
	"mac_address" text,
	"last_sync" timestamp with time zone,
	"org_unit_path" text DEFAULT '/' NOT NULL,
	"annotated_asset_id" text,
	"annotated_location" text,
	"annotated_user" text,
	"user_email" text,
	"support_ends_on" date,
	"hash" text NOT NULL,
	"seen_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "google_devices_district_id_device_id_pk" PRIMARY KEY("district_id","device_id")
);
--> statement-breakpoint
CREATE TABLE "google_org_units" (
	"district_id" uuid NOT NULL,
	"org_unit_path" text NOT NULL,
	"name" text NOT NULL,
	"site_id" uuid,
	"devices" integer DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "google_org_units_district_id_org_unit_path_pk" PRIMARY KEY("district_id","org_unit_path")
);
--> statement-breakpoint
CREATE TABLE "google_sync_plans" (
	"run_id" uuid PRIMARY KEY NOT NULL,
	"district_id" uuid NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"reason" text,
	"diff" jsonb NOT NULL,
	"approved_by_id" uuid,
	"approved_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "integration_connections" DROP CONSTRAINT "integration_connections_name_check";--> statement-breakpoint
ALTER TABLE "google_devices" ADD CONSTRAINT "google_devices_district_id_districts_id_fk" FOREIGN KEY ("district_id") REFERENCES "public"."districts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "google_devices" ADD CONSTRAINT "google_devices_asset_id_assets_id_fk" FOREIGN KEY ("asset_id") REFERENCES "public"."assets"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "google_org_units" ADD CONSTRAINT "google_org_units_district_id_districts_id_fk" FOREIGN KEY ("district_id") REFERENCES "public"."districts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "google_org_units" ADD CONSTRAINT "google_org_units_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "google_sync_plans" ADD CONSTRAINT "google_sync_plans_run_id_integration_runs_id_fk" FOREIGN KEY ("run_id") REFERENCES "public"."integration_runs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "google_sync_plans" ADD CONSTRAINT "google_sync_plans_district_id_districts_id_fk" FOREIGN KEY ("district_id") REFERENCES "public"."districts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "google_sync_plans" ADD CONSTRAINT "google_sync_plans_approved_by_id_users_id_fk" FOREIGN KEY ("approved_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "google_devices_district_serial_idx" ON "google_devices" USING btree ("district_id","serial_number");--> statement-breakpoint
CREATE INDEX "google_devices_district_asset_idx" ON "google_devices" USING btree ("district_id","asset_id");--> statement-breakpoint
CREATE INDEX "google_sync_plans_district_idx" ON "google_sync_plans" USING btree ("district_id","created_at");--> statement-breakpoint
ALTER TABLE "integration_connections" ADD CONSTRAINT "integration_connections_name_check" CHECK ("integration_connections"."name" in ('connectwise', 'incidentiq', 'brightgauge', 'google'));