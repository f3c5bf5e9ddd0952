ALTER TABLE "refunds" DROP CONSTRAINT "refunds_booking_id_unique";--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "short_payment_reason" text;--> statement-breakpoint
ALTER TABLE "payment_transfers" ADD COLUMN "matched_by" text;--> statement-breakpoint
ALTER TABLE "payment_transfers" ADD COLUMN "dismissed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "payment_transfers" ADD COLUMN "dismissed_by" uuid;--> statement-breakpoint
ALTER TABLE "payment_transfers" ADD COLUMN "dismissed_reason" text;--> statement-breakpoint
ALTER TABLE "refunds" ADD COLUMN "excess" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "payment_transfers" ADD CONSTRAINT "payment_transfers_dismissed_by_users_id_fk" FOREIGN KEY ("dismissed_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "refunds_booking_excess_idx" ON "refunds" USING btree ("booking_id","excess");