DROP INDEX "bookings_proof_transaction_idx";--> statement-breakpoint
ALTER TABLE "bookings" ALTER COLUMN "payment_method" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "bookings" ALTER COLUMN "payment_number" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "decision_reason" text;--> statement-breakpoint
CREATE INDEX "bookings_proof_transaction_upper_idx" ON "bookings" USING btree (upper("proof_transaction_id")) WHERE "bookings"."proof_transaction_id" is not null;