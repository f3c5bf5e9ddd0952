CREATE TABLE "payment_devices" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"token_hash" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" uuid,
	"last_seen_at" timestamp with time zone,
	"revoked_at" timestamp with time zone,
	CONSTRAINT "payment_devices_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
CREATE TABLE "payment_transfers" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"method" text NOT NULL,
	"transaction_id" text,
	"amount" numeric(12, 2),
	"sender_number" text,
	"sender_name" text,
	"note" text,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL,
	"outcome" text NOT NULL,
	"booking_id" uuid,
	"matched_at" timestamp with time zone,
	"source" text NOT NULL,
	"raw_text" text,
	"sms_from" text,
	"text_hash" text,
	"device_id" uuid,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "refunds" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"booking_id" uuid NOT NULL,
	"amount" numeric(12, 2) NOT NULL,
	"method" text,
	"to_number" text,
	"status" text DEFAULT 'Due' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"refunded_at" timestamp with time zone,
	"refunded_by" uuid,
	"transaction_id" text,
	CONSTRAINT "refunds_booking_id_unique" UNIQUE("booking_id")
);
--> statement-breakpoint
ALTER TABLE "payment_devices" ADD CONSTRAINT "payment_devices_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_transfers" ADD CONSTRAINT "payment_transfers_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_transfers" ADD CONSTRAINT "payment_transfers_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refunds" ADD CONSTRAINT "refunds_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refunds" ADD CONSTRAINT "refunds_refunded_by_users_id_fk" FOREIGN KEY ("refunded_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "payment_transfers_method_txn_idx" ON "payment_transfers" USING btree ("method","transaction_id") WHERE "payment_transfers"."transaction_id" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "payment_transfers_text_hash_idx" ON "payment_transfers" USING btree ("text_hash") WHERE "payment_transfers"."text_hash" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "payment_transfers_booking_idx" ON "payment_transfers" USING btree ("booking_id") WHERE "payment_transfers"."booking_id" is not null;--> statement-breakpoint
CREATE INDEX "payment_transfers_unmatched_idx" ON "payment_transfers" USING btree ("received_at") WHERE "payment_transfers"."booking_id" is null AND "payment_transfers"."outcome" <> 'ignored';--> statement-breakpoint
CREATE INDEX "refunds_status_created_idx" ON "refunds" USING btree ("status","created_at");