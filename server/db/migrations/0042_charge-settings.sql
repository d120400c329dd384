CREATE TABLE "charge_settings" (
	"district_id" uuid PRIMARY KEY NOT NULL,
	"hold_checkout" boolean DEFAULT false NOT NULL,
	"replacement_default_cents" integer,
	"updated_by" uuid,
	"updated_at" timestamp (3) with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "charge_settings" ADD CONSTRAINT "charge_settings_district_id_districts_id_fk" FOREIGN KEY ("district_id") REFERENCES "public"."districts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "charge_settings" ADD CONSTRAINT "charge_settings_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;