ALTER TABLE "mail_messages" ADD COLUMN "link_user_id" uuid;--> statement-breakpoint
ALTER TABLE "mail_messages" ADD COLUMN "link_purpose" text;--> statement-breakpoint
ALTER TABLE "mail_messages" ADD CONSTRAINT "mail_messages_link_user_id_users_id_fk" FOREIGN KEY ("link_user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "mail_messages_link_user_idx" ON "mail_messages" USING btree ("link_user_id");--> statement-breakpoint
-- Mail written before this release holds its one-time links in clear: withhold them, so that a dump
-- of an upgraded database yields no working invitation or reset link (the text is LINK_WITHHELD of
-- domain/mail.ts; a mail still queued goes out with it, and its person asks for a new link).
UPDATE "mail_messages" SET
  "text_body" = regexp_replace("text_body", 'https?://[^\s"''<>]+/(invite|reset-password)/[A-Za-z0-9_-]+', '[Link withheld: one-time links are only sent through the mail server (SMTP_URL) and never stored]', 'g'),
  "html_body" = regexp_replace("html_body", 'https?://[^\s"''<>]+/(invite|reset-password)/[A-Za-z0-9_-]+', '[Link withheld: one-time links are only sent through the mail server (SMTP_URL) and never stored]', 'g')
WHERE "text_body" ~ '/(invite|reset-password)/' OR "html_body" ~ '/(invite|reset-password)/';
