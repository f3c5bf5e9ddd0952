CREATE TABLE "event_codes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"event_id" uuid NOT NULL,
	"code" text NOT NULL,
	"kind" text NOT NULL,
	"percent_off" integer,
	"amount_off" numeric(10, 2),
	"ticket_type_ids" uuid[],
	"max_uses" integer,
	"uses" integer DEFAULT 0 NOT NULL,
	"valid_until" timestamp with time zone,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "event_codes_uses_check" CHECK ("event_codes"."uses" >= 0 AND ("event_codes"."max_uses" IS NULL OR "event_codes"."uses" <= "event_codes"."max_uses"))
);
--> statement-breakpoint
CREATE TABLE "ticket_types" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"event_id" uuid NOT NULL,
	"name" text NOT NULL,
	"description" text,
	"price" numeric(10, 2) NOT NULL,
	"quantity" integer NOT NULL,
	"available" integer NOT NULL,
	"held" integer DEFAULT 0 NOT NULL,
	"sales_start" timestamp with time zone,
	"sales_end" timestamp with time zone,
	"hidden" boolean DEFAULT false NOT NULL,
	"max_per_booking" integer DEFAULT 6 NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "ticket_types_available_check" CHECK ("ticket_types"."available" >= 0 AND "ticket_types"."held" >= 0),
	CONSTRAINT "ticket_types_seats_check" CHECK ("ticket_types"."available" + "ticket_types"."held" <= "ticket_types"."quantity"),
	CONSTRAINT "ticket_types_quantity_check" CHECK ("ticket_types"."quantity" >= 1),
	CONSTRAINT "ticket_types_price_check" CHECK ("ticket_types"."price" >= 0),
	CONSTRAINT "ticket_types_max_per_booking_check" CHECK ("ticket_types"."max_per_booking" BETWEEN 1 AND 6)
);
--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "code_id" uuid;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "subtotal" numeric(10, 2);--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "discount" numeric(10, 2) DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "tickets" ADD COLUMN "ticket_type_id" uuid;--> statement-breakpoint
ALTER TABLE "tickets" ADD COLUMN "price" numeric(10, 2);--> statement-breakpoint
ALTER TABLE "tickets" ADD COLUMN "code_applied" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "event_codes" ADD CONSTRAINT "event_codes_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ticket_types" ADD CONSTRAINT "ticket_types_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "event_codes_event_code_idx" ON "event_codes" USING btree ("event_id",upper("code"));--> statement-breakpoint
CREATE UNIQUE INDEX "ticket_types_event_name_idx" ON "ticket_types" USING btree ("event_id",lower("name"));--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_code_id_event_codes_id_fk" FOREIGN KEY ("code_id") REFERENCES "public"."event_codes"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tickets" ADD CONSTRAINT "tickets_ticket_type_id_ticket_types_id_fk" FOREIGN KEY ("ticket_type_id") REFERENCES "public"."ticket_types"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "tickets_type_idx" ON "tickets" USING btree ("ticket_type_id");--> statement-breakpoint
-- Hand-written (docs/api/ticket-types.md): every event sells one type, 'دخول عام', from its own columns;
-- every ticket gets it and its price, every booking its subtotal.
INSERT INTO ticket_types (event_id, name, price, quantity, available, held)
SELECT id, 'دخول عام', ticket_price, greatest(total_seats, 1), available_seats, held_seats FROM events;--> statement-breakpoint
UPDATE tickets AS t SET ticket_type_id = tt.id, price = tt.price FROM ticket_types AS tt WHERE tt.event_id = t.event_id;--> statement-breakpoint
UPDATE bookings AS b SET subtotal = b.quantity * e.ticket_price FROM events AS e WHERE e.id = b.event_id;--> statement-breakpoint
-- The event's seats and price are its types' sums (the lowest public price), kept in the statement
-- that changes a type.
CREATE OR REPLACE FUNCTION ticket_types_sync_event() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  ev uuid;
BEGIN
  IF TG_OP = 'DELETE' THEN ev := OLD.event_id; ELSE ev := NEW.event_id; END IF;
  UPDATE events AS e
  SET total_seats = s.total, available_seats = s.available, held_seats = s.held, ticket_price = s.price
  FROM (SELECT sum(quantity)::int AS total, sum(available)::int AS available, sum(held)::int AS held,
          coalesce(min(price) FILTER (WHERE NOT hidden), min(price)) AS price
        FROM ticket_types WHERE event_id = ev HAVING count(*) > 0) AS s
  WHERE e.id = ev
    AND (e.total_seats, e.available_seats, e.held_seats, e.ticket_price)
        IS DISTINCT FROM (s.total, s.available, s.held, s.price);
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER ticket_types_sync_event AFTER INSERT OR UPDATE OR DELETE ON ticket_types
  FOR EACH ROW EXECUTE FUNCTION ticket_types_sync_event();--> statement-breakpoint
-- An event inserted without types (the single-price form, scripts) sells one: 'دخول عام'.
CREATE OR REPLACE FUNCTION events_first_ticket_type() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO ticket_types (event_id, name, price, quantity, available, held)
  VALUES (NEW.id, 'دخول عام', NEW.ticket_price, greatest(NEW.total_seats, 1), NEW.available_seats, NEW.held_seats);
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER events_first_ticket_type AFTER INSERT ON events
  FOR EACH ROW EXECUTE FUNCTION events_first_ticket_type();--> statement-breakpoint
-- Code that moves the event's own seats (the waiting list's offers, a one-type event's edit) moves its
-- types' seats with them: a one-type event's type mirrors the event; with several types, the change
-- is spread over the types in their order, givings back first. Changes made by the trigger above
-- (depth > 1) are the types' own and are left alone.
CREATE OR REPLACE FUNCTION events_seats_to_types() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  kinds int;
  d_available int := NEW.available_seats - OLD.available_seats;
  d_held int := NEW.held_seats - OLD.held_seats;
  t record;
  step int;
BEGIN
  IF pg_trigger_depth() > 1 THEN RETURN NULL; END IF;
  SELECT count(*) INTO kinds FROM ticket_types WHERE event_id = NEW.id;
  IF kinds = 0 THEN RETURN NULL; END IF;
  IF kinds = 1 THEN
    UPDATE ticket_types
    SET quantity = NEW.total_seats, available = NEW.available_seats, held = NEW.held_seats, price = NEW.ticket_price
    WHERE event_id = NEW.id;
    RETURN NULL;
  END IF;
  IF d_held < 0 THEN
    FOR t IN SELECT id, held FROM ticket_types WHERE event_id = NEW.id AND held > 0 ORDER BY sort_order, created_at LOOP
      EXIT WHEN d_held = 0;
      step := least(t.held, -d_held);
      UPDATE ticket_types SET held = held - step WHERE id = t.id;
      d_held := d_held + step;
    END LOOP;
  END IF;
  IF d_available < 0 THEN
    FOR t IN SELECT id, available FROM ticket_types WHERE event_id = NEW.id AND available > 0 ORDER BY sort_order, created_at LOOP
      EXIT WHEN d_available = 0;
      step := least(t.available, -d_available);
      UPDATE ticket_types SET available = available - step WHERE id = t.id;
      d_available := d_available + step;
    END LOOP;
  END IF;
  IF d_held > 0 THEN
    FOR t IN SELECT id, quantity - available - held AS room FROM ticket_types
             WHERE event_id = NEW.id AND quantity - available - held > 0 ORDER BY sort_order, created_at LOOP
      EXIT WHEN d_held = 0;
      step := least(t.room, d_held);
      UPDATE ticket_types SET held = held + step WHERE id = t.id;
      d_held := d_held - step;
    END LOOP;
  END IF;
  IF d_available > 0 THEN
    FOR t IN SELECT id, quantity - available - held AS room FROM ticket_types
             WHERE event_id = NEW.id AND quantity - available - held > 0 ORDER BY sort_order, created_at LOOP
      EXIT WHEN d_available = 0;
      step := least(t.room, d_available);
      UPDATE ticket_types SET available = available + step WHERE id = t.id;
      d_available := d_available - step;
    END LOOP;
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER events_seats_to_types AFTER UPDATE OF total_seats, available_seats, held_seats, ticket_price ON events
  FOR EACH ROW EXECUTE FUNCTION events_seats_to_types();--> statement-breakpoint
-- A ticket inserted without a type or price (older code paths, scripts) has the event's first type and its price.
CREATE OR REPLACE FUNCTION tickets_default_type() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.ticket_type_id IS NULL THEN
    SELECT id INTO NEW.ticket_type_id FROM ticket_types WHERE event_id = NEW.event_id
    ORDER BY sort_order, created_at LIMIT 1;
  END IF;
  IF NEW.price IS NULL THEN
    SELECT price INTO NEW.price FROM ticket_types WHERE id = NEW.ticket_type_id;
  END IF;
  RETURN NEW;
END $$;--> statement-breakpoint
CREATE TRIGGER tickets_default_type BEFORE INSERT ON tickets
  FOR EACH ROW WHEN (NEW.ticket_type_id IS NULL OR NEW.price IS NULL) EXECUTE FUNCTION tickets_default_type();--> statement-breakpoint
-- A booking inserted without a subtotal costs its quantity at the event's price.
CREATE OR REPLACE FUNCTION bookings_default_subtotal() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  SELECT NEW.quantity * ticket_price INTO NEW.subtotal FROM events WHERE id = NEW.event_id;
  RETURN NEW;
END $$;--> statement-breakpoint
CREATE TRIGGER bookings_default_subtotal BEFORE INSERT ON bookings
  FOR EACH ROW WHEN (NEW.subtotal IS NULL) EXECUTE FUNCTION bookings_default_subtotal();
