ALTER TYPE "public"."notification_kind" ADD VALUE 'sla_at_risk';--> statement-breakpoint
ALTER TYPE "public"."notification_kind" ADD VALUE 'sla_breached';--> statement-breakpoint
CREATE INDEX "tickets_district_sla_at_risk_idx" ON "tickets" USING btree ("district_id","sla_resolution_due_at") WHERE "tickets"."sla_state" in ('at_risk', 'breached') and "tickets"."status" in ('open', 'in_progress');