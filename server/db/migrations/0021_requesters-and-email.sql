CREATE TYPE "public"."comment_visibility" AS ENUM('public', 'internal');--> statement-breakpoint
CREATE TYPE "public"."ticket_source" AS ENUM('portal', 'email', 'sparky', 'staff', 'integration');--> statement-breakpoint
ALTER TYPE "public"."user_role" ADD VALUE 'requester';--> statement-breakpoint
CREATE TABLE "email_channel_runs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"district_id" uuid NOT NULL,
	"channel_id" uuid NOT NULL,
	"trigger" text NOT NULL,
	"status" text DEFAULT 'queued' NOT NULL,
	"started_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone,
	"tickets_created" integer DEFAULT 0 NOT NULL,
	"replies_added" integer DEFAULT 0 NOT NULL,
	"skipped" integer DEFAULT 0 NOT NULL,
	"failed" integer DEFAULT 0 NOT NULL,
	"errors" text[] DEFAULT '{}'::text[] NOT NULL
);
--> statement-breakpoint
CREATE TABLE "email_channels" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"district_id" uuid NOT NULL,
	"address" text NOT NULL,
	"host" text NOT NULL,
	"port" integer NOT NULL,
	"tls" boolean DEFAULT true NOT NULL,
	"username" text NOT NULL,
	"password_sealed" text NOT NULL,
	"folder" text DEFAULT 'INBOX' NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"reply_to_unknown" boolean DEFAULT true NOT NULL,
	"uid_validity" text,
	"last_uid" integer DEFAULT 0 NOT NULL,
	"last_polled_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "email_messages" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"district_id" uuid NOT NULL,
	"channel_id" uuid,
	"message_id" text NOT NULL,
	"from_address" text NOT NULL,
	"subject" text DEFAULT '' NOT NULL,
	"outcome" text NOT NULL,
	"ticket_id" uuid,
	"detail" jsonb,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sparky_deflections" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"district_id" uuid NOT NULL,
	"conversation_id" uuid NOT NULL,
	"message_id" uuid,
	"user_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ticket_attachments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"district_id" uuid NOT NULL,
	"ticket_id" uuid NOT NULL,
	"activity_id" uuid,
	"name" text NOT NULL,
	"type" text NOT NULL,
	"size" integer NOT NULL,
	"content" "bytea" NOT NULL,
	"thumbnail" "bytea",
	"uploaded_by_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ticket_watchers" (
	"district_id" uuid NOT NULL,
	"ticket_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "ticket_watchers_ticket_id_user_id_pk" PRIMARY KEY("ticket_id","user_id")
);
--> statement-breakpoint
ALTER TABLE "assets" ADD COLUMN "assigned_user_id" uuid;--> statement-breakpoint
ALTER TABLE "mail_messages" ADD COLUMN "ticket_id" uuid;--> statement-breakpoint
ALTER TABLE "mail_messages" ADD COLUMN "headers" jsonb;--> statement-breakpoint
ALTER TABLE "district_settings" ADD COLUMN "requester_domains" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "district_settings" ADD COLUMN "attachment_limit_mb" integer;--> statement-breakpoint
ALTER TABLE "ticket_activity" ADD COLUMN "visibility" "comment_visibility" DEFAULT 'internal' NOT NULL;--> statement-breakpoint
ALTER TABLE "ticket_activity" ADD COLUMN "shareable" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "tickets" ADD COLUMN "requester_id" uuid;--> statement-breakpoint
ALTER TABLE "tickets" ADD COLUMN "asset_id" uuid;--> statement-breakpoint
ALTER TABLE "tickets" ADD COLUMN "source" "ticket_source" DEFAULT 'staff' NOT NULL;--> statement-breakpoint
ALTER TABLE "email_channel_runs" ADD CONSTRAINT "email_channel_runs_district_id_districts_id_fk" FOREIGN KEY ("district_id") REFERENCES "public"."districts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "email_channel_runs" ADD CONSTRAINT "email_channel_runs_channel_id_email_channels_id_fk" FOREIGN KEY ("channel_id") REFERENCES "public"."email_channels"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "email_channels" ADD CONSTRAINT "email_channels_district_id_districts_id_fk" FOREIGN KEY ("district_id") REFERENCES "public"."districts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "email_messages" ADD CONSTRAINT "email_messages_district_id_districts_id_fk" FOREIGN KEY ("district_id") REFERENCES "public"."districts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "email_messages" ADD CONSTRAINT "email_messages_channel_id_email_channels_id_fk" FOREIGN KEY ("channel_id") REFERENCES "public"."email_channels"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "email_messages" ADD CONSTRAINT "email_messages_ticket_id_tickets_id_fk" FOREIGN KEY ("ticket_id") REFERENCES "public"."tickets"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sparky_deflections" ADD CONSTRAINT "sparky_deflections_district_id_districts_id_fk" FOREIGN KEY ("district_id") REFERENCES "public"."districts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sparky_deflections" ADD CONSTRAINT "sparky_deflections_conversation_id_sparky_conversations_id_fk" FOREIGN KEY ("conversation_id") REFERENCES "public"."sparky_conversations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sparky_deflections" ADD CONSTRAINT "sparky_deflections_message_id_sparky_messages_id_fk" FOREIGN KEY ("message_id") REFERENCES "public"."sparky_messages"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sparky_deflections" ADD CONSTRAINT "sparky_deflections_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ticket_attachments" ADD CONSTRAINT "ticket_attachments_district_id_districts_id_fk" FOREIGN KEY ("district_id") REFERENCES "public"."districts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ticket_attachments" ADD CONSTRAINT "ticket_attachments_ticket_id_tickets_id_fk" FOREIGN KEY ("ticket_id") REFERENCES "public"."tickets"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ticket_attachments" ADD CONSTRAINT "ticket_attachments_activity_id_ticket_activity_id_fk" FOREIGN KEY ("activity_id") REFERENCES "public"."ticket_activity"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ticket_attachments" ADD CONSTRAINT "ticket_attachments_uploaded_by_id_users_id_fk" FOREIGN KEY ("uploaded_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ticket_watchers" ADD CONSTRAINT "ticket_watchers_district_id_districts_id_fk" FOREIGN KEY ("district_id") REFERENCES "public"."districts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ticket_watchers" ADD CONSTRAINT "ticket_watchers_ticket_id_tickets_id_fk" FOREIGN KEY ("ticket_id") REFERENCES "public"."tickets"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ticket_watchers" ADD CONSTRAINT "ticket_watchers_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "email_channel_runs_channel_idx" ON "email_channel_runs" USING btree ("district_id","channel_id","started_at");--> statement-breakpoint
CREATE INDEX "email_channels_district_idx" ON "email_channels" USING btree ("district_id");--> statement-breakpoint
CREATE UNIQUE INDEX "email_channels_address_key" ON "email_channels" USING btree (lower("address"));--> statement-breakpoint
CREATE UNIQUE INDEX "email_messages_district_message_key" ON "email_messages" USING btree ("district_id","message_id");--> statement-breakpoint
CREATE INDEX "sparky_deflections_district_time_idx" ON "sparky_deflections" USING btree ("district_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "sparky_deflections_conversation_key" ON "sparky_deflections" USING btree ("conversation_id");--> statement-breakpoint
CREATE INDEX "ticket_attachments_ticket_idx" ON "ticket_attachments" USING btree ("district_id","ticket_id","created_at");--> statement-breakpoint
CREATE INDEX "ticket_watchers_district_user_idx" ON "ticket_watchers" USING btree ("district_id","user_id");--> statement-breakpoint
ALTER TABLE "assets" ADD CONSTRAINT "assets_assigned_user_id_users_id_fk" FOREIGN KEY ("assigned_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tickets" ADD CONSTRAINT "tickets_requester_id_users_id_fk" FOREIGN KEY ("requester_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tickets" ADD CONSTRAINT "tickets_asset_id_assets_id_fk" FOREIGN KEY ("asset_id") REFERENCES "public"."assets"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "assets_district_user_idx" ON "assets" USING btree ("district_id","assigned_user_id") WHERE "assets"."assigned_user_id" is not null;--> statement-breakpoint
CREATE INDEX "mail_messages_ticket_idx" ON "mail_messages" USING btree ("ticket_id","to_address","created_at") WHERE "mail_messages"."ticket_id" is not null;--> statement-breakpoint
CREATE INDEX "tickets_district_requester_idx" ON "tickets" USING btree ("district_id","requester_id","created_at");--> statement-breakpoint
CREATE INDEX "tickets_district_asset_idx" ON "tickets" USING btree ("district_id","asset_id") WHERE "tickets"."asset_id" is not null;