ALTER TYPE "public"."notification_kind" ADD VALUE 'part_low_stock';--> statement-breakpoint
ALTER TABLE "part_moves" ALTER COLUMN "district_id" DROP NOT NULL;