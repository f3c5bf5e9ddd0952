CREATE TABLE "tickets" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"booking_id" uuid NOT NULL,
	"event_id" uuid NOT NULL,
	"position" integer NOT NULL,
	"full_name" text NOT NULL,
	"national_id" text NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"checked_in_at" timestamp with time zone,
	"checked_in_by" uuid
);
--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "quantity" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "tickets" ADD CONSTRAINT "tickets_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tickets" ADD CONSTRAINT "tickets_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tickets" ADD CONSTRAINT "tickets_checked_in_by_users_id_fk" FOREIGN KEY ("checked_in_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "tickets_booking_position_idx" ON "tickets" USING btree ("booking_id","position");--> statement-breakpoint
CREATE UNIQUE INDEX "tickets_active_national_id_idx" ON "tickets" USING btree ("event_id","national_id") WHERE "tickets"."active";--> statement-breakpoint
CREATE INDEX "tickets_event_idx" ON "tickets" USING btree ("event_id");--> statement-breakpoint
-- Every booking so far becomes a booking of one ticket whose id is the booking's: the QR codes
-- already sent sign that id, so they keep admitting.
INSERT INTO "tickets" ("id", "booking_id", "event_id", "position", "full_name", "national_id", "active", "checked_in_at", "checked_in_by")
SELECT "id", "id", "event_id", 0, "full_name", "national_id", "status" IN ('Pending', 'Accepted'), "checked_in_at", "checked_in_by"
FROM "bookings";
