import { integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/** Portfolio projects (docs/product.md#portfolio). */
export const projects = pgTable('projects', {
  id: uuid('id').primaryKey().defaultRandom(),
  slug: text('slug').notNull().unique(),
  title: text('title').notNull(),
  /** Short description shown on cards ("desc" on the wire). */
  summary: text('summary').notNull(),
  body: text('body').notNull().default(''),
  /** Name of a lucide icon used on the card ("icon" on the wire). */
  icon: text('icon').notNull().default('sparkles'),
  client: text('client').notNull().default(''),
  category: text('category').notNull().default(''),
  image: text('image'),
  sortOrder: integer('sort_order').notNull().default(0),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
