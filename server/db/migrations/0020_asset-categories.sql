-- Asset categories become each district's own list (asset_category_lists; the defaults until a
-- district saves one). The six values of the old asset_category enum (laptop, desktop, tablet,
-- server, network, projector) are keys of the default list as they are, so every existing asset
-- keeps its category: the column turns into text with the same values.
CREATE TABLE "asset_category_lists" (
	"district_id" uuid PRIMARY KEY NOT NULL,
	"categories" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "asset_category_lists" ADD CONSTRAINT "asset_category_lists_district_id_districts_id_fk" FOREIGN KEY ("district_id") REFERENCES "public"."districts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "assets" ALTER COLUMN "category" DROP DEFAULT;--> statement-breakpoint
ALTER TABLE "assets" ALTER COLUMN "category" SET DATA TYPE text USING "category"::text;--> statement-breakpoint
ALTER TABLE "assets" ALTER COLUMN "category" SET DEFAULT 'laptop';--> statement-breakpoint
DROP TYPE "public"."asset_category";--> statement-breakpoint
ALTER TABLE "assets" ADD COLUMN "custom_fields" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
-- The search also looks in the custom field values (not their keys).
ALTER TABLE "assets" DROP COLUMN "search_text";--> statement-breakpoint
ALTER TABLE "assets" ADD COLUMN "search_text" text GENERATED ALWAYS AS (lower("asset_tag" || chr(31) || "name" || chr(31) || "serial_number" || chr(31) || jsonb_path_query_array("custom_fields", '$.*')::text)) STORED;
