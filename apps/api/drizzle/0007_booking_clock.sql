ALTER TABLE "bookings" ADD COLUMN "expires_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "refund_due" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "payment_hours" integer DEFAULT 24 NOT NULL;--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "cancelled_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "cancel_reason" text;--> statement-breakpoint
CREATE INDEX "bookings_unpaid_expires_idx" ON "bookings" USING btree ("expires_at") WHERE "bookings"."status" = 'Pending' AND "bookings"."proof_uploaded_at" IS NULL;--> statement-breakpoint
ALTER TABLE "events" ADD CONSTRAINT "events_payment_hours_check" CHECK ("events"."payment_hours" BETWEEN 1 AND 72);--> statement-breakpoint
-- Pending bookings made before the clock: their deadline as it was (24 hours), never after the event.
UPDATE "bookings" AS b SET "expires_at" = least(b."created_at" + interval '24 hours', e."date")
FROM "events" AS e WHERE e."id" = b."event_id" AND b."status" = 'Pending';--> statement-breakpoint
-- Cancels by the booker were recorded as 'cancelled' before staff and event cancels existed.
UPDATE "bookings" SET "rejection_cause" = 'booker' WHERE "status" = 'Cancelled' AND "rejection_cause" = 'cancelled';
