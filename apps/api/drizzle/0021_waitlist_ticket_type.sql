ALTER TABLE "waitlist_entries" ADD COLUMN "ticket_type_id" uuid;--> statement-breakpoint
ALTER TABLE "waitlist_entries" ADD CONSTRAINT "waitlist_entries_ticket_type_id_ticket_types_id_fk" FOREIGN KEY ("ticket_type_id") REFERENCES "public"."ticket_types"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "waitlist_type_position_idx" ON "waitlist_entries" USING btree ("ticket_type_id","position");--> statement-breakpoint
-- Hand-written: entries made before types wait for their event's first type.
UPDATE waitlist_entries AS w SET ticket_type_id = (
  SELECT tt.id FROM ticket_types tt WHERE tt.event_id = w.event_id ORDER BY tt.sort_order, tt.created_at LIMIT 1
) WHERE w.ticket_type_id IS NULL;--> statement-breakpoint
-- Hand-written: an entry inserted without a type (scripts, older code paths) waits for the event's first type.
CREATE OR REPLACE FUNCTION waitlist_default_type() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  SELECT id INTO NEW.ticket_type_id FROM ticket_types WHERE event_id = NEW.event_id
  ORDER BY sort_order, created_at LIMIT 1;
  RETURN NEW;
END $$;--> statement-breakpoint
CREATE TRIGGER waitlist_default_type BEFORE INSERT ON waitlist_entries
  FOR EACH ROW WHEN (NEW.ticket_type_id IS NULL) EXECUTE FUNCTION waitlist_default_type();
