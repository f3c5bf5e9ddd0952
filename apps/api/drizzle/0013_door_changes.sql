ALTER TABLE "bookings" ADD COLUMN "changed_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "tickets" ADD COLUMN "changed_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
CREATE INDEX "bookings_event_changed_idx" ON "bookings" USING btree ("event_id","changed_at");--> statement-breakpoint
CREATE INDEX "tickets_event_changed_idx" ON "tickets" USING btree ("event_id","changed_at");--> statement-breakpoint
CREATE OR REPLACE FUNCTION touch_changed_at() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.changed_at := clock_timestamp();
  RETURN NEW;
END $$;--> statement-breakpoint
CREATE TRIGGER tickets_touch_changed_at BEFORE UPDATE ON tickets
  FOR EACH ROW EXECUTE FUNCTION touch_changed_at();--> statement-breakpoint
CREATE TRIGGER bookings_touch_changed_at BEFORE UPDATE OF status ON bookings
  FOR EACH ROW WHEN (OLD.status IS DISTINCT FROM NEW.status) EXECUTE FUNCTION touch_changed_at();--> statement-breakpoint
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
CREATE OR REPLACE FUNCTION search_fold(value text) RETURNS text LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT regexp_replace(translate(lower(value), 'أإآٱىة٠١٢٣٤٥٦٧٨٩۰۱۲۳۴۵۶۷۸۹ًٌٍَُِّْٰـ', 'اااايه01234567890123456789'), '\s+', ' ', 'g')
$$;--> statement-breakpoint
CREATE INDEX tickets_name_search_idx ON tickets USING gin (search_fold(full_name) gin_trgm_ops);--> statement-breakpoint
CREATE INDEX bookings_name_search_idx ON bookings USING gin (full_name gin_trgm_ops);--> statement-breakpoint
CREATE INDEX bookings_payment_number_search_idx ON bookings USING gin (payment_number gin_trgm_ops);--> statement-breakpoint
CREATE INDEX bookings_reference_search_idx ON bookings USING gin (reference gin_trgm_ops);--> statement-breakpoint
CREATE INDEX bookings_proof_txn_search_idx ON bookings USING gin (proof_transaction_id gin_trgm_ops);--> statement-breakpoint
CREATE INDEX bookings_proof_sender_search_idx ON bookings USING gin (proof_sender_number gin_trgm_ops);
