CREATE TABLE "waitlist_entries" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"event_id" uuid NOT NULL,
	"position" bigserial NOT NULL,
	"full_name" text NOT NULL,
	"email" text NOT NULL,
	"phone" text,
	"quantity" integer NOT NULL,
	"status" text DEFAULT 'Waiting' NOT NULL,
	"held_seats" integer DEFAULT 0 NOT NULL,
	"offered_at" timestamp with time zone,
	"offer_expires_at" timestamp with time zone,
	"offer_hours" numeric(8, 4) DEFAULT 12 NOT NULL,
	"close_hours" numeric(8, 4) DEFAULT 2 NOT NULL,
	"booking_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "waitlist_quantity_check" CHECK ("waitlist_entries"."quantity" BETWEEN 1 AND 6),
	CONSTRAINT "waitlist_held_check" CHECK ("waitlist_entries"."held_seats" >= 0 AND "waitlist_entries"."held_seats" <= "waitlist_entries"."quantity")
);
--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "held_seats" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "waitlist_entries" ADD CONSTRAINT "waitlist_entries_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "waitlist_event_position_idx" ON "waitlist_entries" USING btree ("event_id","position");--> statement-breakpoint
CREATE INDEX "waitlist_offer_expiry_idx" ON "waitlist_entries" USING btree ("offer_expires_at") WHERE "waitlist_entries"."status" = 'Offered';--> statement-breakpoint
CREATE UNIQUE INDEX "waitlist_active_email_idx" ON "waitlist_entries" USING btree ("event_id",lower("email")) WHERE "waitlist_entries"."status" IN ('Waiting', 'Offered');--> statement-breakpoint
ALTER TABLE "events" ADD CONSTRAINT "events_held_seats_check" CHECK ("events"."held_seats" >= 0 AND "events"."available_seats" + "events"."held_seats" <= "events"."total_seats");