DROP INDEX "ticket_rule_runs_ticket_idx";--> statement-breakpoint
DROP INDEX "ticket_links_district_linked_idx";--> statement-breakpoint
DROP INDEX "tickets_district_asset_idx";--> statement-breakpoint
DROP INDEX "visits_district_ticket_idx";--> statement-breakpoint
CREATE INDEX "findings_ticket_fk_idx" ON "findings" USING btree ("ticket_id") WHERE "findings"."ticket_id" is not null;--> statement-breakpoint
CREATE INDEX "asset_history_asset_fk_idx" ON "asset_history" USING btree ("asset_id");--> statement-breakpoint
CREATE INDEX "assets_person_fk_idx" ON "assets" USING btree ("person_id") WHERE "assets"."person_id" is not null;--> statement-breakpoint
CREATE INDEX "csat_responses_ticket_fk_idx" ON "csat_responses" USING btree ("ticket_id");--> statement-breakpoint
CREATE INDEX "damage_reports_ticket_fk_idx" ON "damage_reports" USING btree ("ticket_id") WHERE "damage_reports"."ticket_id" is not null;--> statement-breakpoint
CREATE INDEX "repairs_ticket_fk_idx" ON "repairs" USING btree ("ticket_id") WHERE "repairs"."ticket_id" is not null;--> statement-breakpoint
CREATE INDEX "repairs_loaner_fk_idx" ON "repairs" USING btree ("loaner_asset_id") WHERE "repairs"."loaner_asset_id" is not null;--> statement-breakpoint
CREATE INDEX "email_messages_ticket_fk_idx" ON "email_messages" USING btree ("ticket_id") WHERE "email_messages"."ticket_id" is not null;--> statement-breakpoint
CREATE INDEX "google_devices_asset_fk_idx" ON "google_devices" USING btree ("asset_id") WHERE "google_devices"."asset_id" is not null;--> statement-breakpoint
CREATE INDEX "integration_links_ticket_fk_idx" ON "integration_links" USING btree ("ticket_id");--> statement-breakpoint
CREATE INDEX "license_assignments_license_fk_idx" ON "license_assignments" USING btree ("license_id");--> statement-breakpoint
CREATE INDEX "license_history_license_fk_idx" ON "license_history" USING btree ("license_id");--> statement-breakpoint
CREATE INDEX "incidents_ticket_fk_idx" ON "incidents" USING btree ("ticket_id") WHERE "incidents"."ticket_id" is not null;--> statement-breakpoint
CREATE INDEX "incidents_monitor_fk_idx" ON "incidents" USING btree ("monitor_id");--> statement-breakpoint
CREATE INDEX "monitor_checks_monitor_fk_idx" ON "monitor_checks" USING btree ("monitor_id");--> statement-breakpoint
CREATE INDEX "ticket_rule_runs_ticket_fk_idx" ON "ticket_rule_runs" USING btree ("ticket_id");--> statement-breakpoint
CREATE INDEX "audit_items_ticket_fk_idx" ON "audit_items" USING btree ("ticket_id") WHERE "audit_items"."ticket_id" is not null;--> statement-breakpoint
CREATE INDEX "audit_items_asset_fk_idx" ON "audit_items" USING btree ("asset_id");--> statement-breakpoint
CREATE INDEX "scans_asset_fk_idx" ON "scans" USING btree ("asset_id") WHERE "scans"."asset_id" is not null;--> statement-breakpoint
CREATE INDEX "sparky_messages_conversation_fk_idx" ON "sparky_messages" USING btree ("conversation_id");--> statement-breakpoint
CREATE INDEX "ticket_links_ticket_fk_idx" ON "ticket_links" USING btree ("ticket_id");--> statement-breakpoint
CREATE INDEX "ticket_links_linked_fk_idx" ON "ticket_links" USING btree ("linked_id");--> statement-breakpoint
CREATE INDEX "ticket_activity_ticket_fk_idx" ON "ticket_activity" USING btree ("ticket_id");--> statement-breakpoint
CREATE INDEX "ticket_attachments_ticket_fk_idx" ON "ticket_attachments" USING btree ("ticket_id");--> statement-breakpoint
CREATE INDEX "ticket_attachments_activity_fk_idx" ON "ticket_attachments" USING btree ("activity_id") WHERE "ticket_attachments"."activity_id" is not null;--> statement-breakpoint
CREATE INDEX "tickets_merged_into_fk_idx" ON "tickets" USING btree ("merged_into_id") WHERE "tickets"."merged_into_id" is not null;--> statement-breakpoint
CREATE INDEX "tickets_asset_idx" ON "tickets" USING btree ("asset_id") WHERE "tickets"."asset_id" is not null;--> statement-breakpoint
CREATE INDEX "visits_ticket_fk_idx" ON "visits" USING btree ("ticket_id");