CREATE TYPE "public"."sla_state" AS ENUM('running', 'paused', 'met', 'at_risk', 'breached');--> statement-breakpoint
ALTER TYPE "public"."ticket_activity_kind" ADD VALUE 'sla';--> statement-breakpoint
ALTER TYPE "public"."ticket_activity_kind" ADD VALUE 'waiting';--> statement-breakpoint
ALTER TYPE "public"."ticket_activity_kind" ADD VALUE 'rule';--> statement-breakpoint
ALTER TYPE "public"."ticket_activity_kind" ADD VALUE 'merge';--> statement-breakpoint
ALTER TYPE "public"."ticket_activity_kind" ADD VALUE 'link';--> statement-breakpoint
ALTER TYPE "public"."ticket_activity_kind" ADD VALUE 'satisfaction';--> statement-breakpoint
ALTER TABLE "tickets" ADD COLUMN "waiting" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "tickets" ADD COLUMN "merged_into_id" uuid;--> statement-breakpoint
ALTER TABLE "tickets" ADD COLUMN "sla_state" "sla_state";--> statement-breakpoint
ALTER TABLE "tickets" ADD COLUMN "sla_started_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "tickets" ADD COLUMN "sla_first_response_due_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "tickets" ADD COLUMN "sla_resolution_due_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "tickets" ADD COLUMN "sla_first_responded_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "tickets" ADD COLUMN "sla_paused_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "tickets" ADD COLUMN "sla_paused_minutes" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "tickets" ADD COLUMN "sla_next_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "tickets" ADD CONSTRAINT "tickets_merged_into_id_tickets_id_fk" FOREIGN KEY ("merged_into_id") REFERENCES "public"."tickets"("id") ON DELETE set null ON UPDATE no action;