import { sql } from 'drizzle-orm';
import { type AnyPgColumn, boolean, customType, index, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/** bytea as a Buffer on both drivers (node-postgres gives a Buffer, PGlite a Uint8Array). */
const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => (Buffer.isBuffer(value) ? value : Buffer.from(value)),
});

/**
 * Every stored picture (event and project images, payment proofs), one row per resized copy, keyed
 * by the stable path it is served at. In the database rather than on a disk, so every server
 * process serves every image with no shared volume (docs/operations.md#beyond-one-machine).
 */
export const storedImages = pgTable(
  'stored_images',
  {
    /** '/uploads/<folder>/<random>.webp' (public) or '/private/<folder>/<random>.webp' (proofs). */
    path: text('path').primaryKey(),
    contentType: text('content_type').notNull(),
    bytes: bytea('bytes').notNull(),
    /** Strong validator: the SHA-256 of the bytes. */
    etag: text('etag').notNull(),
    isPrivate: boolean('is_private').notNull().default(false),
    /**
     * A copy made later from another (a thumbnail, lib/images.ts findThumbnail): it goes with it. The key
     * makes that hold even when the source is deleted while the copy is being made (an erasure, a new
     * proof): the copy is then refused, never kept beside nothing.
     */
    sourcePath: text('source_path').references((): AnyPgColumn => storedImages.path, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('stored_images_source_idx').on(t.sourcePath).where(sql`${t.sourcePath} IS NOT NULL`)],
);
