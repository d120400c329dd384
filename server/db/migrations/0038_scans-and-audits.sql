CREATE TYPE "public"."asset_condition" AS ENUM('good', 'damaged');--> statement-breakpoint
CREATE TYPE "public"."audit_fix" AS ENUM('move', 'mark_lost', 'recovery_ticket');--> statement-breakpoint
CREATE TYPE "public"."audit_state" AS ENUM('open', 'closed');--> statement-breakpoint
CREATE TYPE "public"."scan_mode" AS ENUM('check_in', 'check_out', 'audit');--> statement-breakpoint
CREATE TYPE "public"."scan_result" AS ENUM('ok', 'already', 'unknown', 'wrong_site', 'conflict');--> statement-breakpoint
ALTER TYPE "public"."asset_history_action" ADD VALUE 'audited';--> statement-breakpoint
CREATE TABLE "audit_items" (
	"district_id" uuid NOT NULL,
	"audit_id" uuid NOT NULL,
	"asset_id" uuid NOT NULL,
	"expected" boolean NOT NULL,
	"found_at" timestamp (3) with time zone,
	"fix" "audit_fix",
	"ticket_id" uuid,
	CONSTRAINT "audit_items_audit_id_asset_id_pk" PRIMARY KEY("audit_id","asset_id")
);
--> statement-breakpoint
CREATE TABLE "audits" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"district_id" uuid NOT NULL,
	"name" text NOT NULL,
	"site_id" uuid NOT NULL,
	"room" text,
	"state" "audit_state" DEFAULT 'open' NOT NULL,
	"created_by" uuid,
	"created_by_name" text DEFAULT '' NOT NULL,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"closed_at" timestamp (3) with time zone
);
--> statement-breakpoint
CREATE TABLE "scans" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"district_id" uuid NOT NULL,
	"scan_key" text NOT NULL,
	"mode" "scan_mode" NOT NULL,
	"code" text NOT NULL,
	"asset_id" uuid,
	"result" "scan_result" NOT NULL,
	"answer" jsonb NOT NULL,
	"scanned_at" timestamp (3) with time zone NOT NULL,
	"received_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"user_id" uuid,
	"user_name" text DEFAULT '' NOT NULL,
	"site_id" uuid,
	"audit_id" uuid,
	"person_id" uuid,
	"condition" "asset_condition",
	"accessories" jsonb
);
--> statement-breakpoint
ALTER TABLE "audit_items" ADD CONSTRAINT "audit_items_district_id_districts_id_fk" FOREIGN KEY ("district_id") REFERENCES "public"."districts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "audit_items" ADD CONSTRAINT "audit_items_audit_id_audits_id_fk" FOREIGN KEY ("audit_id") REFERENCES "public"."audits"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "audit_items" ADD CONSTRAINT "audit_items_asset_id_assets_id_fk" FOREIGN KEY ("asset_id") REFERENCES "public"."assets"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "audit_items" ADD CONSTRAINT "audit_items_ticket_id_tickets_id_fk" FOREIGN KEY ("ticket_id") REFERENCES "public"."tickets"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "audits" ADD CONSTRAINT "audits_district_id_districts_id_fk" FOREIGN KEY ("district_id") REFERENCES "public"."districts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "audits" ADD CONSTRAINT "audits_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "audits" ADD CONSTRAINT "audits_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "scans" ADD CONSTRAINT "scans_district_id_districts_id_fk" FOREIGN KEY ("district_id") REFERENCES "public"."districts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "scans" ADD CONSTRAINT "scans_asset_id_assets_id_fk" FOREIGN KEY ("asset_id") REFERENCES "public"."assets"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "scans" ADD CONSTRAINT "scans_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "scans" ADD CONSTRAINT "scans_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "scans" ADD CONSTRAINT "scans_audit_id_audits_id_fk" FOREIGN KEY ("audit_id") REFERENCES "public"."audits"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "audits_district_created_idx" ON "audits" USING btree ("district_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "scans_district_key" ON "scans" USING btree ("district_id","scan_key");--> statement-breakpoint
CREATE INDEX "scans_district_asset_idx" ON "scans" USING btree ("district_id","asset_id","scanned_at") WHERE "scans"."asset_id" is not null;--> statement-breakpoint
CREATE INDEX "scans_district_received_idx" ON "scans" USING btree ("district_id","received_at");--> statement-breakpoint
CREATE INDEX "scans_audit_received_idx" ON "scans" USING btree ("audit_id","received_at") WHERE "scans"."audit_id" is not null;