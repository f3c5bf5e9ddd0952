-- A scan is known by its event, its device and the device's scan id (docs/api/check-in.md): the same
-- id sent from another device, or at another event, is another scan. The old key's name is written by
-- hand (drizzle-kit cannot read it): PostgreSQL named the single-column key "check_in_scans_pkey".
ALTER TABLE "check_in_scans" DROP CONSTRAINT "check_in_scans_pkey";--> statement-breakpoint
ALTER TABLE "check_in_scans" ADD CONSTRAINT "check_in_scans_pkey" PRIMARY KEY("event_id","device_id","scan_id");
