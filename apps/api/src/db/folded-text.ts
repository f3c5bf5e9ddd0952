import { type SQL, sql } from 'drizzle-orm';

/**
 * A stored text folded in SQL exactly as `normalizeSearchText` (packages/shared arabic-search.ts)
 * folds what staff typed or a bank wrote: lower case, alef forms, taa marbuta and alef maqsura folded,
 * harakat and tatweel dropped, runs of white space as one. The door's name search and the payment
 * desk's match by name (docs/api/payments.md) compare names this one way. search_fold() is the SQL
 * function of migration 0013; tickets.search_name keeps each holder's name folded by it, with the
 * trigram index the door's look-up reads. door-changes.test.ts holds it to the TypeScript tables.
 */
export function foldedSql(column: SQL): SQL {
  return sql`search_fold(${column})`;
}
