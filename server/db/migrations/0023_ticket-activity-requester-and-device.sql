ALTER TYPE "public"."ticket_activity_kind" ADD VALUE 'requester';--> statement-breakpoint
ALTER TYPE "public"."ticket_activity_kind" ADD VALUE 'asset';