CREATE TYPE "public"."password_strength" AS ENUM('weak', 'medium', 'strong');--> statement-breakpoint
CREATE TYPE "public"."vault_access_level" AS ENUM('admin', 'department', 'public');--> statement-breakpoint
CREATE TYPE "public"."vault_event_action" AS ENUM('create', 'update', 'delete', 'reveal_password', 'reveal_two_factor', 'copy_username', 'copy_password', 'open_url', 'export', 'import');--> statement-breakpoint
CREATE TABLE "vault_district_keys" (
	"district_id" uuid PRIMARY KEY NOT NULL,
	"wrapped_key" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"rotated_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "vault_entries" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"district_id" uuid NOT NULL,
	"title" text NOT NULL,
	"username" text DEFAULT '' NOT NULL,
	"url" text,
	"category" text NOT NULL,
	"department" text NOT NULL,
	"access_level" "vault_access_level" DEFAULT 'admin' NOT NULL,
	"shared_with" text[] DEFAULT '{}'::text[] NOT NULL,
	"password_sealed" text NOT NULL,
	"two_factor_sealed" text,
	"notes_sealed" text,
	"strength" "password_strength" NOT NULL,
	"password_fingerprint" text NOT NULL,
	"expiry_date" date,
	"created_by_id" uuid,
	"last_accessed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "vault_events" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"district_id" uuid NOT NULL,
	"entry_id" uuid,
	"entry_title" text NOT NULL,
	"actor_id" uuid,
	"actor_label" text NOT NULL,
	"action" "vault_event_action" NOT NULL,
	"reason" text,
	"ip_address" text,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "vault_favorites" (
	"entry_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "vault_favorites_entry_id_user_id_pk" PRIMARY KEY("entry_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "vault_settings" (
	"district_id" uuid PRIMARY KEY NOT NULL,
	"require_reveal_reason" boolean DEFAULT false NOT NULL,
	"default_expiry_days" integer,
	"export_roles" text[] DEFAULT '{}'::text[] NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "vault_district_keys" ADD CONSTRAINT "vault_district_keys_district_id_districts_id_fk" FOREIGN KEY ("district_id") REFERENCES "public"."districts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vault_entries" ADD CONSTRAINT "vault_entries_district_id_districts_id_fk" FOREIGN KEY ("district_id") REFERENCES "public"."districts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vault_entries" ADD CONSTRAINT "vault_entries_created_by_id_users_id_fk" FOREIGN KEY ("created_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vault_events" ADD CONSTRAINT "vault_events_district_id_districts_id_fk" FOREIGN KEY ("district_id") REFERENCES "public"."districts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vault_events" ADD CONSTRAINT "vault_events_actor_id_users_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vault_favorites" ADD CONSTRAINT "vault_favorites_entry_id_vault_entries_id_fk" FOREIGN KEY ("entry_id") REFERENCES "public"."vault_entries"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vault_favorites" ADD CONSTRAINT "vault_favorites_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vault_settings" ADD CONSTRAINT "vault_settings_district_id_districts_id_fk" FOREIGN KEY ("district_id") REFERENCES "public"."districts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "vault_entries_district_title_idx" ON "vault_entries" USING btree ("district_id","title");--> statement-breakpoint
CREATE INDEX "vault_entries_district_fingerprint_idx" ON "vault_entries" USING btree ("district_id","password_fingerprint");--> statement-breakpoint
CREATE INDEX "vault_events_district_entry_time_idx" ON "vault_events" USING btree ("district_id","entry_id","at");--> statement-breakpoint
CREATE INDEX "vault_events_district_time_idx" ON "vault_events" USING btree ("district_id","at");