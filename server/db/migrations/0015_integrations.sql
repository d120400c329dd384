ALTER TYPE "public"."ticket_activity_kind" ADD VALUE 'sync';--> statement-breakpoint
CREATE TABLE "integration_connections" (
	"district_id" uuid NOT NULL,
	"name" text NOT NULL,
	"enabled" boolean DEFAULT false NOT NULL,
	"credentials_sealed" text,
	"options" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"callback_key" text,
	"remote_cursor" timestamp with time zone,
	"local_cursor" timestamp with time zone,
	"last_sync_at" timestamp with time zone,
	"last_run_at" timestamp with time zone,
	"last_error" text,
	"last_error_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "integration_connections_district_id_name_pk" PRIMARY KEY("district_id","name"),
	CONSTRAINT "integration_connections_name_check" CHECK ("integration_connections"."name" in ('connectwise', 'incidentiq', 'brightgauge'))
);
--> statement-breakpoint
CREATE TABLE "integration_links" (
	"district_id" uuid NOT NULL,
	"name" text NOT NULL,
	"kind" text NOT NULL,
	"remote_id" text NOT NULL,
	"local_id" uuid NOT NULL,
	"ticket_id" uuid NOT NULL,
	"remote_updated_at" timestamp with time zone,
	"local_updated_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "integration_links_district_id_name_kind_remote_id_pk" PRIMARY KEY("district_id","name","kind","remote_id")
);
--> statement-breakpoint
CREATE TABLE "integration_runs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"district_id" uuid NOT NULL,
	"name" text NOT NULL,
	"trigger" text NOT NULL,
	"status" text DEFAULT 'queued' NOT NULL,
	"started_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone,
	"items_in" integer DEFAULT 0 NOT NULL,
	"items_out" integer DEFAULT 0 NOT NULL,
	"errors" text[] DEFAULT '{}'::text[] NOT NULL
);
--> statement-breakpoint
CREATE TABLE "reporting_token_uses" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"district_id" uuid NOT NULL,
	"token_id" uuid NOT NULL,
	"dataset" text NOT NULL,
	"format" text NOT NULL,
	"rows" integer NOT NULL,
	"address" text,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "reporting_tokens" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"district_id" uuid NOT NULL,
	"name" text NOT NULL,
	"prefix" text NOT NULL,
	"token_hash" text NOT NULL,
	"created_by_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_used_at" timestamp with time zone,
	"revoked_at" timestamp with time zone
);
--> statement-breakpoint
DROP TABLE "integrations" CASCADE;--> statement-breakpoint
ALTER TABLE "integration_connections" ADD CONSTRAINT "integration_connections_district_id_districts_id_fk" FOREIGN KEY ("district_id") REFERENCES "public"."districts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "integration_links" ADD CONSTRAINT "integration_links_district_id_districts_id_fk" FOREIGN KEY ("district_id") REFERENCES "public"."districts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "integration_links" ADD CONSTRAINT "integration_links_ticket_id_tickets_id_fk" FOREIGN KEY ("ticket_id") REFERENCES "public"."tickets"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "integration_runs" ADD CONSTRAINT "integration_runs_district_id_districts_id_fk" FOREIGN KEY ("district_id") REFERENCES "public"."districts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reporting_token_uses" ADD CONSTRAINT "reporting_token_uses_district_id_districts_id_fk" FOREIGN KEY ("district_id") REFERENCES "public"."districts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reporting_token_uses" ADD CONSTRAINT "reporting_token_uses_token_id_reporting_tokens_id_fk" FOREIGN KEY ("token_id") REFERENCES "public"."reporting_tokens"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reporting_tokens" ADD CONSTRAINT "reporting_tokens_district_id_districts_id_fk" FOREIGN KEY ("district_id") REFERENCES "public"."districts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reporting_tokens" ADD CONSTRAINT "reporting_tokens_created_by_id_users_id_fk" FOREIGN KEY ("created_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "integration_connections_callback_key" ON "integration_connections" USING btree ("callback_key");--> statement-breakpoint
CREATE UNIQUE INDEX "integration_links_local_key" ON "integration_links" USING btree ("district_id","name","kind","local_id");--> statement-breakpoint
CREATE INDEX "integration_runs_district_name_idx" ON "integration_runs" USING btree ("district_id","name","started_at");--> statement-breakpoint
CREATE INDEX "reporting_token_uses_token_idx" ON "reporting_token_uses" USING btree ("district_id","token_id","at");--> statement-breakpoint
CREATE INDEX "reporting_tokens_district_idx" ON "reporting_tokens" USING btree ("district_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "reporting_tokens_hash_key" ON "reporting_tokens" USING btree ("token_hash");--> statement-breakpoint
DROP TYPE "public"."integration_status";