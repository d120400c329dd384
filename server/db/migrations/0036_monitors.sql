CREATE TYPE "public"."incident_state" AS ENUM('open', 'resolved');--> statement-breakpoint
CREATE TYPE "public"."monitor_kind" AS ENUM('https', 'dns', 'integration');--> statement-breakpoint
CREATE TYPE "public"."monitor_state" AS ENUM('up', 'down', 'degraded', 'pending', 'paused');--> statement-breakpoint
ALTER TYPE "public"."notification_kind" ADD VALUE 'service_incident';--> statement-breakpoint
CREATE TABLE "incidents" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"district_id" uuid NOT NULL,
	"monitor_id" uuid NOT NULL,
	"state" "incident_state" DEFAULT 'open' NOT NULL,
	"started_at" timestamp with time zone NOT NULL,
	"resolved_at" timestamp with time zone,
	"last_message" text NOT NULL,
	"ticket_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "monitor_checks" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"district_id" uuid NOT NULL,
	"monitor_id" uuid NOT NULL,
	"checked_at" timestamp with time zone DEFAULT now() NOT NULL,
	"state" "monitor_state" NOT NULL,
	"ms" integer,
	"message" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "monitors" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"district_id" uuid NOT NULL,
	"name" text NOT NULL,
	"kind" "monitor_kind" NOT NULL,
	"target" text NOT NULL,
	"interval_minutes" integer DEFAULT 5 NOT NULL,
	"expect_status" integer DEFAULT 200 NOT NULL,
	"keyword" text,
	"max_response_ms" integer DEFAULT 5000 NOT NULL,
	"cert_warn_days" integer DEFAULT 14 NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"open_tickets" boolean DEFAULT true NOT NULL,
	"state" "monitor_state" DEFAULT 'pending' NOT NULL,
	"last_checked_at" timestamp with time zone,
	"last_message" text,
	"last_ms" integer,
	"cert_expires_at" timestamp with time zone,
	"next_check_at" timestamp with time zone,
	"created_by_id" uuid,
	"updated_by_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "incidents" ADD CONSTRAINT "incidents_district_id_districts_id_fk" FOREIGN KEY ("district_id") REFERENCES "public"."districts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "incidents" ADD CONSTRAINT "incidents_monitor_id_monitors_id_fk" FOREIGN KEY ("monitor_id") REFERENCES "public"."monitors"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "incidents" ADD CONSTRAINT "incidents_ticket_id_tickets_id_fk" FOREIGN KEY ("ticket_id") REFERENCES "public"."tickets"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "monitor_checks" ADD CONSTRAINT "monitor_checks_district_id_districts_id_fk" FOREIGN KEY ("district_id") REFERENCES "public"."districts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "monitor_checks" ADD CONSTRAINT "monitor_checks_monitor_id_monitors_id_fk" FOREIGN KEY ("monitor_id") REFERENCES "public"."monitors"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "monitors" ADD CONSTRAINT "monitors_district_id_districts_id_fk" FOREIGN KEY ("district_id") REFERENCES "public"."districts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "monitors" ADD CONSTRAINT "monitors_created_by_id_users_id_fk" FOREIGN KEY ("created_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "monitors" ADD CONSTRAINT "monitors_updated_by_id_users_id_fk" FOREIGN KEY ("updated_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "incidents_district_idx" ON "incidents" USING btree ("district_id","state","started_at");--> statement-breakpoint
CREATE UNIQUE INDEX "incidents_one_open_idx" ON "incidents" USING btree ("district_id","monitor_id") WHERE "incidents"."state" = 'open';--> statement-breakpoint
CREATE INDEX "monitor_checks_monitor_idx" ON "monitor_checks" USING btree ("district_id","monitor_id","checked_at");--> statement-breakpoint
CREATE INDEX "monitors_district_idx" ON "monitors" USING btree ("district_id","name");--> statement-breakpoint
CREATE INDEX "monitors_due_idx" ON "monitors" USING btree ("next_check_at") WHERE "monitors"."next_check_at" is not null;