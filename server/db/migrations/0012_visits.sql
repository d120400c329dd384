ALTER TYPE "public"."notification_kind" ADD VALUE 'visit_update' BEFORE 'daily_digest';--> statement-breakpoint
ALTER TYPE "public"."ticket_activity_kind" ADD VALUE 'visit';--> statement-breakpoint
CREATE TYPE "public"."visit_priority" AS ENUM('emergency', 'high', 'medium', 'low');--> statement-breakpoint
CREATE TYPE "public"."visit_status" AS ENUM('scheduled', 'en_route', 'on_site', 'completed', 'delayed', 'cancelled');--> statement-breakpoint
CREATE TABLE "visit_calendar_feeds" (
	"district_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"token" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "visit_calendar_feeds_district_id_user_id_pk" PRIMARY KEY("district_id","user_id"),
	CONSTRAINT "visit_calendar_feeds_token_unique" UNIQUE("token")
);
--> statement-breakpoint
CREATE TABLE "visit_status_changes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"district_id" uuid NOT NULL,
	"visit_id" uuid NOT NULL,
	"actor_id" uuid,
	"from_status" "visit_status",
	"to_status" "visit_status" NOT NULL,
	"reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "visits" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"district_id" uuid NOT NULL,
	"ticket_id" uuid NOT NULL,
	"technician_id" uuid NOT NULL,
	"site_id" uuid,
	"room" text DEFAULT '' NOT NULL,
	"scheduled_start" timestamp with time zone NOT NULL,
	"scheduled_end" timestamp with time zone NOT NULL,
	"duration_minutes" integer NOT NULL,
	"priority" "visit_priority" DEFAULT 'medium' NOT NULL,
	"work_type" text DEFAULT '' NOT NULL,
	"requirements" text[] DEFAULT '{}'::text[] NOT NULL,
	"contact_person" text DEFAULT '' NOT NULL,
	"contact_phone" text DEFAULT '' NOT NULL,
	"notes" text DEFAULT '' NOT NULL,
	"work_notes" text DEFAULT '' NOT NULL,
	"status" "visit_status" DEFAULT 'scheduled' NOT NULL,
	"status_changed_at" timestamp with time zone DEFAULT now() NOT NULL,
	"eta" timestamp with time zone,
	"status_reason" text,
	"conflict_overridden" boolean DEFAULT false NOT NULL,
	"outside_school_day" boolean DEFAULT false NOT NULL,
	"completed_at" timestamp with time zone,
	"created_by" uuid,
	"sequence" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "visits_times_ordered" CHECK ("visits"."scheduled_end" > "visits"."scheduled_start")
);
--> statement-breakpoint
ALTER TABLE "visit_calendar_feeds" ADD CONSTRAINT "visit_calendar_feeds_district_id_districts_id_fk" FOREIGN KEY ("district_id") REFERENCES "public"."districts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "visit_calendar_feeds" ADD CONSTRAINT "visit_calendar_feeds_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "visit_status_changes" ADD CONSTRAINT "visit_status_changes_district_id_districts_id_fk" FOREIGN KEY ("district_id") REFERENCES "public"."districts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "visit_status_changes" ADD CONSTRAINT "visit_status_changes_visit_id_visits_id_fk" FOREIGN KEY ("visit_id") REFERENCES "public"."visits"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "visit_status_changes" ADD CONSTRAINT "visit_status_changes_actor_id_users_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "visits" ADD CONSTRAINT "visits_district_id_districts_id_fk" FOREIGN KEY ("district_id") REFERENCES "public"."districts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "visits" ADD CONSTRAINT "visits_ticket_id_tickets_id_fk" FOREIGN KEY ("ticket_id") REFERENCES "public"."tickets"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "visits" ADD CONSTRAINT "visits_technician_id_users_id_fk" FOREIGN KEY ("technician_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "visits" ADD CONSTRAINT "visits_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "visits" ADD CONSTRAINT "visits_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "visit_status_changes_visit_idx" ON "visit_status_changes" USING btree ("district_id","visit_id","created_at");--> statement-breakpoint
CREATE INDEX "visits_district_start_idx" ON "visits" USING btree ("district_id","scheduled_start");--> statement-breakpoint
CREATE INDEX "visits_district_technician_start_idx" ON "visits" USING btree ("district_id","technician_id","scheduled_start");--> statement-breakpoint
CREATE INDEX "visits_district_ticket_idx" ON "visits" USING btree ("district_id","ticket_id");