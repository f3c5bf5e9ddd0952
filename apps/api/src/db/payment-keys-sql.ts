import { type SQL, sql } from 'drizzle-orm';

/**
 * The payment desk's matching keys written in SQL (docs/api/payments.md#matching), the same as
 * modules/payments/match-transfers.ts computes them in TypeScript: a phone number's last ten digits
 * (Arabic-Indic digits read), and a transaction ID with case, spaces, dashes and underscores ignored.
 */
export const sqlPhoneKey = (column: SQL) =>
  sql`right(regexp_replace(translate(${column}, '٠١٢٣٤٥٦٧٨٩', '0123456789'), '\\D', '', 'g'), 10)`;

/** A stored transaction ID as rule 1 compares it (see normalTransactionId). */
export const sqlTxn = (column: SQL) =>
  sql`upper(regexp_replace(translate(${column}, '٠١٢٣٤٥٦٧٨٩', '0123456789'), '[[:space:]_-]', '', 'g'))`;
