import { ARABIC_DROPPED, ARABIC_FOLD_FROM, ARABIC_FOLD_TO } from '@app/shared';
import { type SQL, sql } from 'drizzle-orm';

/**
 * A stored text folded in SQL exactly as `normalizeSearchText` (packages/shared arabic-search.ts)
 * folds what staff typed or a bank wrote: lower case, alef forms, taa marbuta and alef maqsura folded,
 * harakat and tatweel dropped, runs of white space as one. The door's name search and the payment
 * desk's match by name (`docs/payments.md`) compare names this one way.
 */
export function foldedSql(column: SQL): SQL {
  return sql`regexp_replace(translate(lower(${column}), ${ARABIC_FOLD_FROM + ARABIC_DROPPED}, ${ARABIC_FOLD_TO}), '\\s+', ' ', 'g')`;
}
