-- Bulk Operations wrote connector settings to a table of their own, which no sync read: keep what
-- they set in the settings the integrations run on, then drop it.
INSERT INTO "integration_connections" ("district_id", "name", "enabled", "options")
SELECT "district_id", "integration", "enabled",
  CASE WHEN "integration" = 'brightgauge' THEN '{}'::jsonb
       ELSE jsonb_build_object('syncMinutes', "sync_interval_minutes") END
FROM "district_integration_settings"
ON CONFLICT ("district_id", "name") DO NOTHING;--> statement-breakpoint
DROP TABLE "district_integration_settings" CASCADE;
