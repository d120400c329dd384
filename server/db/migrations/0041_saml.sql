CREATE TABLE "saml_configs" (
	"scope" text PRIMARY KEY NOT NULL,
	"district_id" uuid,
	"enabled" boolean DEFAULT false NOT NULL,
	"metadata_url" text,
	"metadata_xml" text,
	"idp_entity_id" text NOT NULL,
	"sso_url" text NOT NULL,
	"certificates" text[] NOT NULL,
	"email_attribute" text NOT NULL,
	"first_name_attribute" text NOT NULL,
	"last_name_attribute" text NOT NULL,
	"default_role" text DEFAULT 'requester' NOT NULL,
	"require_saml" boolean DEFAULT false NOT NULL,
	"allow_idp_initiated" boolean DEFAULT false NOT NULL,
	"metadata_read_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" uuid
);
--> statement-breakpoint
CREATE TABLE "saml_seen_ids" (
	"scope" text NOT NULL,
	"kind" text NOT NULL,
	"id" text NOT NULL,
	"value" text DEFAULT '' NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	CONSTRAINT "saml_seen_ids_scope_kind_id_pk" PRIMARY KEY("scope","kind","id")
);
--> statement-breakpoint
ALTER TABLE "saml_configs" ADD CONSTRAINT "saml_configs_district_id_districts_id_fk" FOREIGN KEY ("district_id") REFERENCES "public"."districts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "saml_configs" ADD CONSTRAINT "saml_configs_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "saml_seen_ids_expires_idx" ON "saml_seen_ids" USING btree ("expires_at");