ALTER TABLE "stored_images" ADD COLUMN "source_path" text;--> statement-breakpoint
ALTER TABLE "stored_images" ADD CONSTRAINT "stored_images_source_path_stored_images_path_fk" FOREIGN KEY ("source_path") REFERENCES "public"."stored_images"("path") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "stored_images_source_idx" ON "stored_images" USING btree ("source_path") WHERE "stored_images"."source_path" IS NOT NULL;--> statement-breakpoint
-- Hand-written: thumbnails are a cache made on first request (lib/images.ts findThumbnail). Those kept
-- before this migration have no source to go with, and one may have outlived its image: all are
-- dropped, and the next request makes each again, linked.
DELETE FROM "stored_images" WHERE "path" ~ '-160\.webp$';
