ALTER TABLE "bookings" ADD COLUMN "proof_image" text;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "proof_transaction_id" text;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "proof_sender_number" text;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "proof_uploaded_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "reminder_sent_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "bookings_proof_transaction_idx" ON "bookings" USING btree ("proof_transaction_id") WHERE "bookings"."proof_transaction_id" is not null;--> statement-breakpoint
CREATE INDEX "bookings_email_lower_idx" ON "bookings" USING btree (lower("email"));