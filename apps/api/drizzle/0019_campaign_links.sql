CREATE TABLE "campaign_visits" (
	"event_id" uuid NOT NULL,
	"source" text NOT NULL,
	"day" date NOT NULL,
	"visitor_hash" text NOT NULL,
	CONSTRAINT "campaign_visits_pkey" PRIMARY KEY("event_id","source","day","visitor_hash")
);
--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "source" text DEFAULT 'direct' NOT NULL;--> statement-breakpoint
ALTER TABLE "campaign_visits" ADD CONSTRAINT "campaign_visits_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;