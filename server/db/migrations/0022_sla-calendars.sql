CREATE TABLE "district_calendars" (
	"district_id" uuid PRIMARY KEY NOT NULL,
	"timezone" text,
	"hours" jsonb,
	"closed_days" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "district_sla_policies" (
	"district_id" uuid NOT NULL,
	"priority" "ticket_priority" NOT NULL,
	"first_response_minutes" integer NOT NULL,
	"resolution_minutes" integer NOT NULL,
	"all_hours" boolean DEFAULT false NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "district_sla_policies_district_id_priority_pk" PRIMARY KEY("district_id","priority"),
	CONSTRAINT "district_sla_policies_ordered" CHECK ("district_sla_policies"."first_response_minutes" <= "district_sla_policies"."resolution_minutes")
);
--> statement-breakpoint
CREATE TABLE "sla_tier_defaults" (
	"service_level" "service_level" NOT NULL,
	"priority" "ticket_priority" NOT NULL,
	"first_response_minutes" integer NOT NULL,
	"resolution_minutes" integer NOT NULL,
	"all_hours" boolean DEFAULT false NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sla_tier_defaults_service_level_priority_pk" PRIMARY KEY("service_level","priority"),
	CONSTRAINT "sla_tier_defaults_ordered" CHECK ("sla_tier_defaults"."first_response_minutes" <= "sla_tier_defaults"."resolution_minutes")
);
--> statement-breakpoint
ALTER TABLE "district_calendars" ADD CONSTRAINT "district_calendars_district_id_districts_id_fk" FOREIGN KEY ("district_id") REFERENCES "public"."districts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "district_sla_policies" ADD CONSTRAINT "district_sla_policies_district_id_districts_id_fk" FOREIGN KEY ("district_id") REFERENCES "public"."districts"("id") ON DELETE cascade ON UPDATE no action;