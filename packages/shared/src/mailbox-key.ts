/**
 * The mailbox an address reaches (docs/api/bookings.md#booking-rules, docs/api/bookings.md): limits that count
 * people (HOLDS_PER_EMAIL, the waiting list's "already waits") compare this key, not the address as
 * typed. Case is ignored, a `+tag` before the `@` is dropped, and for gmail.com and googlemail.com
 * (one mailbox under two names) the dots of the local part are ignored.
 *
 * The database keeps the same key in generated columns (apps/api/src/db/schema/mailbox-key-sql.ts);
 * a test holds the two to the same answers.
 */
const DOTLESS_DOMAINS = new Set(['gmail.com', 'googlemail.com']);

export function mailboxKey(address: string): string {
  const lower = address.trim().toLowerCase();
  const [local = '', domain = ''] = lower.split('@');
  const untagged = local.split('+')[0] ?? '';
  if (DOTLESS_DOMAINS.has(domain)) return `${untagged.replaceAll('.', '')}@gmail.com`;
  return `${untagged}@${domain}`;
}

/** Whether two addresses reach the same mailbox. */
export function sameMailbox(a: string, b: string): boolean {
  return mailboxKey(a) === mailboxKey(b);
}
