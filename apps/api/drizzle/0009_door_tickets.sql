ALTER TABLE "check_in_log" ADD COLUMN "ticket_id" uuid;--> statement-breakpoint
ALTER TABLE "check_in_scans" ADD COLUMN "ticket_id" uuid;--> statement-breakpoint
ALTER TABLE "check_in_log" ADD CONSTRAINT "check_in_log_ticket_id_tickets_id_fk" FOREIGN KEY ("ticket_id") REFERENCES "public"."tickets"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "check_in_scans" ADD CONSTRAINT "check_in_scans_ticket_id_tickets_id_fk" FOREIGN KEY ("ticket_id") REFERENCES "public"."tickets"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "check_in_scans_ticket_idx" ON "check_in_scans" USING btree ("ticket_id");--> statement-breakpoint
-- Admissions and scans from before tickets had rows were of the booking's one ticket, whose id is the booking's.
UPDATE "check_in_log" SET "ticket_id" = "booking_id" WHERE "ticket_id" IS NULL AND EXISTS (SELECT 1 FROM "tickets" WHERE "tickets"."id" = "check_in_log"."booking_id");--> statement-breakpoint
UPDATE "check_in_scans" SET "ticket_id" = "booking_id" WHERE "ticket_id" IS NULL AND "booking_id" IS NOT NULL AND EXISTS (SELECT 1 FROM "tickets" WHERE "tickets"."id" = "check_in_scans"."booking_id");
