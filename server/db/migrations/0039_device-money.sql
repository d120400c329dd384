CREATE TYPE "public"."charge_state" AS ENUM('open', 'paid', 'waived');--> statement-breakpoint
CREATE TYPE "public"."damage_kind" AS ENUM('screen', 'keyboard', 'charger', 'liquid', 'lost', 'stolen', 'other');--> statement-breakpoint
CREATE TYPE "public"."damage_source" AS ENUM('asset', 'ticket', 'scan', 'checklist');--> statement-breakpoint
CREATE TYPE "public"."damage_state" AS ENUM('reported', 'charged', 'no_charge');--> statement-breakpoint
CREATE TYPE "public"."part_move_reason" AS ENUM('received', 'used', 'adjusted', 'transferred', 'pool_draw');--> statement-breakpoint
CREATE TYPE "public"."repair_kind" AS ENUM('in_house', 'sent_out', 'warranty');--> statement-breakpoint
CREATE TYPE "public"."repair_state" AS ENUM('open', 'shipped', 'returned', 'done', 'cancelled');--> statement-breakpoint
CREATE TABLE "charges" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"district_id" uuid NOT NULL,
	"person_id" uuid NOT NULL,
	"damage_report_id" uuid,
	"description" text NOT NULL,
	"amount_cents" integer NOT NULL,
	"breakdown" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"state" charge_state DEFAULT 'open' NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"payment_ref" text,
	"paid_on" date,
	"created_by" uuid,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "charges_amount_nonnegative" CHECK ("charges"."amount_cents" >= 0)
);
--> statement-breakpoint
CREATE TABLE "damage_reports" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"district_id" uuid NOT NULL,
	"asset_id" uuid NOT NULL,
	"kind" "damage_kind" NOT NULL,
	"source" "damage_source" DEFAULT 'asset' NOT NULL,
	"state" "damage_state" DEFAULT 'reported' NOT NULL,
	"person_id" uuid,
	"site_id" uuid,
	"place" text DEFAULT '' NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"photo_ids" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"occurred_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"ticket_id" uuid,
	"model" text DEFAULT '' NOT NULL,
	"reported_by" uuid,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp (3) with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "erate_budgets" (
	"district_id" uuid NOT NULL,
	"cycle_start_year" integer NOT NULL,
	"budget_cents" integer NOT NULL,
	"updated_by" uuid,
	"updated_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "erate_budgets_district_id_cycle_start_year_pk" PRIMARY KEY("district_id","cycle_start_year")
);
--> statement-breakpoint
CREATE TABLE "fee_schedule_items" (
	"district_id" uuid NOT NULL,
	"kind" "damage_kind" NOT NULL,
	"model" text DEFAULT '' NOT NULL,
	"price_cents" integer,
	"updated_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "fee_schedule_items_district_id_kind_model_pk" PRIMARY KEY("district_id","kind","model")
);
--> statement-breakpoint
CREATE TABLE "fee_waivers" (
	"district_id" uuid NOT NULL,
	"person_id" uuid PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"percent" integer DEFAULT 100 NOT NULL,
	"updated_by" uuid,
	"updated_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "fee_waivers_percent" CHECK ("fee_waivers"."percent" between 0 and 100)
);
--> statement-breakpoint
CREATE TABLE "funding_sources" (
	"district_id" uuid NOT NULL,
	"key" text NOT NULL,
	"label" text NOT NULL,
	"erate_c2" boolean DEFAULT false NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "funding_sources_district_id_key_pk" PRIMARY KEY("district_id","key")
);
--> statement-breakpoint
CREATE TABLE "insurance_enrollments" (
	"district_id" uuid NOT NULL,
	"person_id" uuid NOT NULL,
	"school_year" text NOT NULL,
	"plan_id" uuid NOT NULL,
	"paid_on" date,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "insurance_enrollments_person_id_school_year_pk" PRIMARY KEY("person_id","school_year")
);
--> statement-breakpoint
CREATE TABLE "insurance_plans" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"district_id" uuid NOT NULL,
	"name" text NOT NULL,
	"premium_cents" integer NOT NULL,
	"covers" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"deductibles_cents" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"incidents_per_year" integer,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "part_moves" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"district_id" uuid NOT NULL,
	"part_id" uuid NOT NULL,
	"site_id" uuid,
	"quantity" integer NOT NULL,
	"reason" "part_move_reason" NOT NULL,
	"repair_id" uuid,
	"unit_cost_cents" integer DEFAULT 0 NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"moved_by" uuid,
	"moved_at" timestamp (3) with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "part_stock" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"part_id" uuid NOT NULL,
	"site_id" uuid,
	"quantity" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "part_stock_nonnegative" CHECK ("part_stock"."quantity" >= 0)
);
--> statement-breakpoint
CREATE TABLE "parts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"district_id" uuid,
	"name" text NOT NULL,
	"sku" text DEFAULT '' NOT NULL,
	"models" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"unit_cost_cents" integer DEFAULT 0 NOT NULL,
	"reorder_level" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp (3) with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "repairs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"district_id" uuid NOT NULL,
	"asset_id" uuid NOT NULL,
	"damage_report_id" uuid,
	"ticket_id" uuid,
	"kind" "repair_kind" DEFAULT 'in_house' NOT NULL,
	"state" "repair_state" DEFAULT 'open' NOT NULL,
	"technician_id" uuid,
	"minutes" integer DEFAULT 0 NOT NULL,
	"vendor" text DEFAULT '' NOT NULL,
	"rma_number" text DEFAULT '' NOT NULL,
	"shipped_on" date,
	"returned_on" date,
	"loaner_asset_id" uuid,
	"note" text DEFAULT '' NOT NULL,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"closed_at" timestamp (3) with time zone
);
--> statement-breakpoint
CREATE TABLE "warranty_lookups" (
	"district_id" uuid PRIMARY KEY NOT NULL,
	"adapter" text NOT NULL,
	"credentials_sealed" text,
	"enabled" boolean DEFAULT true NOT NULL,
	"last_run_at" timestamp (3) with time zone,
	"last_result" jsonb,
	"updated_at" timestamp (3) with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "assets" ADD COLUMN "purchase_date" date;--> statement-breakpoint
ALTER TABLE "assets" ADD COLUMN "cost" numeric(12, 2);--> statement-breakpoint
ALTER TABLE "assets" ADD COLUMN "vendor" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "assets" ADD COLUMN "po_number" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "assets" ADD COLUMN "funding_source" text;--> statement-breakpoint
ALTER TABLE "assets" ADD COLUMN "warranty_ends_on" date;--> statement-breakpoint
ALTER TABLE "assets" ADD COLUMN "depreciation_years" integer;--> statement-breakpoint
ALTER TABLE "assets" ADD COLUMN "disposed_on" date;--> statement-breakpoint
ALTER TABLE "assets" ADD COLUMN "disposal_note" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "charges" ADD CONSTRAINT "charges_district_id_districts_id_fk" FOREIGN KEY ("district_id") REFERENCES "public"."districts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "charges" ADD CONSTRAINT "charges_person_id_people_id_fk" FOREIGN KEY ("person_id") REFERENCES "public"."people"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "charges" ADD CONSTRAINT "charges_damage_report_id_damage_reports_id_fk" FOREIGN KEY ("damage_report_id") REFERENCES "public"."damage_reports"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "charges" ADD CONSTRAINT "charges_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "damage_reports" ADD CONSTRAINT "damage_reports_district_id_districts_id_fk" FOREIGN KEY ("district_id") REFERENCES "public"."districts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "damage_reports" ADD CONSTRAINT "damage_reports_asset_id_assets_id_fk" FOREIGN KEY ("asset_id") REFERENCES "public"."assets"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "damage_reports" ADD CONSTRAINT "damage_reports_person_id_people_id_fk" FOREIGN KEY ("person_id") REFERENCES "public"."people"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "damage_reports" ADD CONSTRAINT "damage_reports_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "damage_reports" ADD CONSTRAINT "damage_reports_ticket_id_tickets_id_fk" FOREIGN KEY ("ticket_id") REFERENCES "public"."tickets"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "damage_reports" ADD CONSTRAINT "damage_reports_reported_by_users_id_fk" FOREIGN KEY ("reported_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "erate_budgets" ADD CONSTRAINT "erate_budgets_district_id_districts_id_fk" FOREIGN KEY ("district_id") REFERENCES "public"."districts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "erate_budgets" ADD CONSTRAINT "erate_budgets_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fee_schedule_items" ADD CONSTRAINT "fee_schedule_items_district_id_districts_id_fk" FOREIGN KEY ("district_id") REFERENCES "public"."districts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fee_waivers" ADD CONSTRAINT "fee_waivers_district_id_districts_id_fk" FOREIGN KEY ("district_id") REFERENCES "public"."districts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fee_waivers" ADD CONSTRAINT "fee_waivers_person_id_people_id_fk" FOREIGN KEY ("person_id") REFERENCES "public"."people"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fee_waivers" ADD CONSTRAINT "fee_waivers_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "funding_sources" ADD CONSTRAINT "funding_sources_district_id_districts_id_fk" FOREIGN KEY ("district_id") REFERENCES "public"."districts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "insurance_enrollments" ADD CONSTRAINT "insurance_enrollments_district_id_districts_id_fk" FOREIGN KEY ("district_id") REFERENCES "public"."districts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "insurance_enrollments" ADD CONSTRAINT "insurance_enrollments_person_id_people_id_fk" FOREIGN KEY ("person_id") REFERENCES "public"."people"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "insurance_enrollments" ADD CONSTRAINT "insurance_enrollments_plan_id_insurance_plans_id_fk" FOREIGN KEY ("plan_id") REFERENCES "public"."insurance_plans"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "insurance_plans" ADD CONSTRAINT "insurance_plans_district_id_districts_id_fk" FOREIGN KEY ("district_id") REFERENCES "public"."districts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "part_moves" ADD CONSTRAINT "part_moves_district_id_districts_id_fk" FOREIGN KEY ("district_id") REFERENCES "public"."districts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "part_moves" ADD CONSTRAINT "part_moves_part_id_parts_id_fk" FOREIGN KEY ("part_id") REFERENCES "public"."parts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "part_moves" ADD CONSTRAINT "part_moves_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "part_moves" ADD CONSTRAINT "part_moves_repair_id_repairs_id_fk" FOREIGN KEY ("repair_id") REFERENCES "public"."repairs"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "part_moves" ADD CONSTRAINT "part_moves_moved_by_users_id_fk" FOREIGN KEY ("moved_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "part_stock" ADD CONSTRAINT "part_stock_part_id_parts_id_fk" FOREIGN KEY ("part_id") REFERENCES "public"."parts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "part_stock" ADD CONSTRAINT "part_stock_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "parts" ADD CONSTRAINT "parts_district_id_districts_id_fk" FOREIGN KEY ("district_id") REFERENCES "public"."districts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "repairs" ADD CONSTRAINT "repairs_district_id_districts_id_fk" FOREIGN KEY ("district_id") REFERENCES "public"."districts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "repairs" ADD CONSTRAINT "repairs_asset_id_assets_id_fk" FOREIGN KEY ("asset_id") REFERENCES "public"."assets"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "repairs" ADD CONSTRAINT "repairs_damage_report_id_damage_reports_id_fk" FOREIGN KEY ("damage_report_id") REFERENCES "public"."damage_reports"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "repairs" ADD CONSTRAINT "repairs_ticket_id_tickets_id_fk" FOREIGN KEY ("ticket_id") REFERENCES "public"."tickets"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "repairs" ADD CONSTRAINT "repairs_technician_id_users_id_fk" FOREIGN KEY ("technician_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "repairs" ADD CONSTRAINT "repairs_loaner_asset_id_assets_id_fk" FOREIGN KEY ("loaner_asset_id") REFERENCES "public"."assets"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "warranty_lookups" ADD CONSTRAINT "warranty_lookups_district_id_districts_id_fk" FOREIGN KEY ("district_id") REFERENCES "public"."districts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "charges_district_person_idx" ON "charges" USING btree ("district_id","person_id","state");--> statement-breakpoint
CREATE INDEX "charges_district_state_idx" ON "charges" USING btree ("district_id","state","created_at");--> statement-breakpoint
CREATE INDEX "damage_reports_district_created_idx" ON "damage_reports" USING btree ("district_id","created_at");--> statement-breakpoint
CREATE INDEX "damage_reports_person_idx" ON "damage_reports" USING btree ("district_id","person_id","occurred_at");--> statement-breakpoint
CREATE INDEX "damage_reports_asset_idx" ON "damage_reports" USING btree ("asset_id");--> statement-breakpoint
CREATE UNIQUE INDEX "insurance_plans_district_name_key" ON "insurance_plans" USING btree ("district_id",lower("name"));--> statement-breakpoint
CREATE INDEX "part_moves_district_idx" ON "part_moves" USING btree ("district_id","moved_at");--> statement-breakpoint
CREATE INDEX "part_moves_repair_idx" ON "part_moves" USING btree ("repair_id");--> statement-breakpoint
CREATE UNIQUE INDEX "part_stock_part_site_key" ON "part_stock" USING btree ("part_id",coalesce("site_id", '00000000-0000-0000-0000-000000000000'::uuid));--> statement-breakpoint
CREATE INDEX "parts_district_name_idx" ON "parts" USING btree ("district_id",lower("name"));--> statement-breakpoint
CREATE INDEX "repairs_district_state_idx" ON "repairs" USING btree ("district_id","state","created_at");--> statement-breakpoint
CREATE INDEX "repairs_asset_idx" ON "repairs" USING btree ("asset_id");