CREATE TABLE "roster_fetch_runs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"district_id" uuid NOT NULL,
	"trigger" text NOT NULL,
	"status" text DEFAULT 'queued' NOT NULL,
	"started_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone,
	"counts" jsonb,
	"error" text,
	"row_errors" jsonb
);
--> statement-breakpoint
CREATE TABLE "roster_sources" (
	"district_id" uuid PRIMARY KEY NOT NULL,
	"url" text NOT NULL,
	"schedule" text DEFAULT 'nightly' NOT NULL,
	"credential_type" text DEFAULT 'none' NOT NULL,
	"credential_sealed" text,
	"skip_bad_rows" boolean DEFAULT false NOT NULL,
	"updated_by_id" uuid,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "roster_fetch_runs" ADD CONSTRAINT "roster_fetch_runs_district_id_districts_id_fk" FOREIGN KEY ("district_id") REFERENCES "public"."districts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "roster_sources" ADD CONSTRAINT "roster_sources_district_id_districts_id_fk" FOREIGN KEY ("district_id") REFERENCES "public"."districts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "roster_sources" ADD CONSTRAINT "roster_sources_updated_by_id_users_id_fk" FOREIGN KEY ("updated_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "roster_fetch_runs_district_idx" ON "roster_fetch_runs" USING btree ("district_id","started_at");