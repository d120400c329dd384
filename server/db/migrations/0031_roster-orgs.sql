CREATE TABLE "roster_orgs" (
	"district_id" uuid NOT NULL,
	"sourced_id" text NOT NULL,
	"name" text NOT NULL,
	"type" text NOT NULL,
	"site_id" uuid,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "roster_orgs_district_id_sourced_id_pk" PRIMARY KEY("district_id","sourced_id")
);
--> statement-breakpoint
ALTER TABLE "roster_orgs" ADD CONSTRAINT "roster_orgs_district_id_districts_id_fk" FOREIGN KEY ("district_id") REFERENCES "public"."districts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "roster_orgs" ADD CONSTRAINT "roster_orgs_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE set null ON UPDATE no action;