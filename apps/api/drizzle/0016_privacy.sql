DROP INDEX "bookings_email_lower_idx";--> statement-breakpoint
DROP INDEX "bookings_event_email_active_idx";--> statement-breakpoint
DROP INDEX "waitlist_active_email_idx";--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "email_key" text GENERATED ALWAYS AS ((CASE WHEN split_part(lower("email"), '@', 2) IN ('gmail.com', 'googlemail.com')
    THEN replace(split_part(split_part(lower("email"), '@', 1), '+', 1), '.', '') || '@gmail.com'
    ELSE split_part(split_part(lower("email"), '@', 1), '+', 1) || '@' || split_part(lower("email"), '@', 2) END)) STORED;--> statement-breakpoint
ALTER TABLE "email_outbox" ADD COLUMN "erased_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "waitlist_entries" ADD COLUMN "email_key" text GENERATED ALWAYS AS ((CASE WHEN split_part(lower("email"), '@', 2) IN ('gmail.com', 'googlemail.com')
    THEN replace(split_part(split_part(lower("email"), '@', 1), '+', 1), '.', '') || '@gmail.com'
    ELSE split_part(split_part(lower("email"), '@', 1), '+', 1) || '@' || split_part(lower("email"), '@', 2) END)) STORED;--> statement-breakpoint
CREATE INDEX "bookings_email_key_idx" ON "bookings" USING btree ("email_key");--> statement-breakpoint
CREATE INDEX "bookings_event_email_key_active_idx" ON "bookings" USING btree ("event_id","email_key") WHERE "bookings"."status" in ('Pending', 'Accepted');--> statement-breakpoint
CREATE INDEX "email_outbox_sent_unerased_idx" ON "email_outbox" USING btree ("sent_at") WHERE "email_outbox"."sent_at" is not null and "email_outbox"."erased_at" is null;--> statement-breakpoint
CREATE INDEX "waitlist_active_email_key_idx" ON "waitlist_entries" USING btree ("event_id","email_key") WHERE "waitlist_entries"."status" IN ('Waiting', 'Offered');