ALTER TYPE "public"."notification_kind" ADD VALUE 'vault_expiring';--> statement-breakpoint
ALTER TYPE "public"."vault_event_action" ADD VALUE 'reveal_notes';