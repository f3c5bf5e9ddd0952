CREATE TABLE "event_messages" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"event_id" uuid NOT NULL,
	"subject" text NOT NULL,
	"body" text NOT NULL,
	"audience" jsonb NOT NULL,
	"send_at" timestamp with time zone DEFAULT now() NOT NULL,
	"status" text DEFAULT 'Scheduled' NOT NULL,
	"recipients" integer DEFAULT 0 NOT NULL,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expanded_at" timestamp with time zone,
	CONSTRAINT "event_messages_status_check" CHECK ("event_messages"."status" IN ('Scheduled', 'Sending', 'Sent', 'Cancelled'))
);
--> statement-breakpoint
CREATE TABLE "mail_pacing" (
	"id" integer PRIMARY KEY NOT NULL,
	"window_start" timestamp with time zone DEFAULT now() NOT NULL,
	"used" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "reminded_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "email_outbox" ADD COLUMN "priority" smallint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "email_outbox" ADD COLUMN "event_message_id" uuid;--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "reminder_hours" integer DEFAULT 24 NOT NULL;--> statement-breakpoint
ALTER TABLE "event_messages" ADD CONSTRAINT "event_messages_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_messages" ADD CONSTRAINT "event_messages_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "event_messages_event_created_idx" ON "event_messages" USING btree ("event_id","created_at");--> statement-breakpoint
CREATE INDEX "event_messages_due_idx" ON "event_messages" USING btree ("send_at") WHERE "event_messages"."status" = 'Scheduled';--> statement-breakpoint
ALTER TABLE "email_outbox" ADD CONSTRAINT "email_outbox_event_message_id_event_messages_id_fk" FOREIGN KEY ("event_message_id") REFERENCES "public"."event_messages"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "email_outbox_event_message_idx" ON "email_outbox" USING btree ("event_message_id") WHERE "email_outbox"."event_message_id" is not null;--> statement-breakpoint
ALTER TABLE "events" ADD CONSTRAINT "events_reminder_hours_check" CHECK ("events"."reminder_hours" BETWEEN 0 AND 168);--> statement-breakpoint
-- Hand-written: the one row of the installation's sending budget (docs/emails.md#pacing).
INSERT INTO "mail_pacing" ("id", "window_start", "used") VALUES (1, now(), 0) ON CONFLICT DO NOTHING;
