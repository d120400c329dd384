ALTER TYPE "public"."notification_kind" ADD VALUE 'license_renewal';--> statement-breakpoint
ALTER TYPE "public"."notification_kind" ADD VALUE 'license_low_seats';