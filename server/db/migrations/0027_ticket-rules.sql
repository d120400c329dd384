CREATE TYPE "public"."rule_trigger" AS ENUM('created', 'updated', 'no_reply');--> statement-breakpoint
ALTER TYPE "public"."notification_kind" ADD VALUE 'ticket_rule';--> statement-breakpoint
CREATE TABLE "ticket_rule_runs" (
	"district_id" uuid NOT NULL,
	"rule_id" uuid NOT NULL,
	"ticket_id" uuid NOT NULL,
	"event" text NOT NULL,
	"actions" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"ran_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ticket_rules" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"district_id" uuid,
	"name" text NOT NULL,
	"enabled" boolean DEFAULT false NOT NULL,
	"position" integer NOT NULL,
	"trigger" "rule_trigger" NOT NULL,
	"no_reply_days" integer,
	"conditions" jsonb NOT NULL,
	"actions" jsonb NOT NULL,
	"created_by_id" uuid,
	"updated_by_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "ticket_rule_runs" ADD CONSTRAINT "ticket_rule_runs_district_id_districts_id_fk" FOREIGN KEY ("district_id") REFERENCES "public"."districts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ticket_rule_runs" ADD CONSTRAINT "ticket_rule_runs_rule_id_ticket_rules_id_fk" FOREIGN KEY ("rule_id") REFERENCES "public"."ticket_rules"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ticket_rule_runs" ADD CONSTRAINT "ticket_rule_runs_ticket_id_tickets_id_fk" FOREIGN KEY ("ticket_id") REFERENCES "public"."tickets"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ticket_rules" ADD CONSTRAINT "ticket_rules_district_id_districts_id_fk" FOREIGN KEY ("district_id") REFERENCES "public"."districts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ticket_rules" ADD CONSTRAINT "ticket_rules_created_by_id_users_id_fk" FOREIGN KEY ("created_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ticket_rules" ADD CONSTRAINT "ticket_rules_updated_by_id_users_id_fk" FOREIGN KEY ("updated_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "ticket_rule_runs_key" ON "ticket_rule_runs" USING btree ("district_id","rule_id","ticket_id","event");--> statement-breakpoint
CREATE INDEX "ticket_rule_runs_ticket_idx" ON "ticket_rule_runs" USING btree ("district_id","ticket_id");--> statement-breakpoint
CREATE UNIQUE INDEX "ticket_rules_district_name_key" ON "ticket_rules" USING btree ("district_id",lower("name")) WHERE "ticket_rules"."district_id" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "ticket_rules_provider_name_key" ON "ticket_rules" USING btree (lower("name")) WHERE "ticket_rules"."district_id" is null;--> statement-breakpoint
CREATE INDEX "ticket_rules_district_trigger_idx" ON "ticket_rules" USING btree ("district_id","trigger","position") WHERE "ticket_rules"."enabled";