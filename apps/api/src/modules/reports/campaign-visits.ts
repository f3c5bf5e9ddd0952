import { createHmac } from 'node:crypto';
import { cairoCalendarDay, campaignSourceOf } from '@app/shared';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { isId } from '../../lib/ids';

/** The public pages a campaign link may open (docs/api/reports.md#campaign-links). */
const CAMPAIGN_PAGE = /^\/(?:events|booking)\/([^/]+)\/?$/;

/**
 * Link-preview fetchers and crawlers: a link pasted in WhatsApp or Facebook is fetched by their
 * servers before anyone opens it, and that is not a visit. The apps' own browsers (Instagram's,
 * Facebook's FBAN) are people and stay counted.
 */
const NOT_A_PERSON =
  /bot|crawl|spider|slurp|facebookexternalhit|facebookcatalog|whatsapp|telegram|skypeuripreview|preview|curl|wget/i;

/**
 * The visitor of a day: an HMAC of the address and the Cairo day under a key of the server's, so
 * the address is never stored and the same person on two days cannot be linked. The key is derived
 * from the ticket secret (one secret to keep, docs/operations.md); a separate derivation label means
 * nothing signed with one can stand for the other.
 */
function visitorHash(secret: string, address: string, day: string): string {
  const key = createHmac('sha256', secret).update('campaign-visits').digest();
  return createHmac('sha256', key).update(`${day}\n${address}`).digest('base64url');
}

export type PageVisit = { url: string; address: string; userAgent: string | undefined };

/**
 * Counts a visit when a public event or booking page is opened by a campaign link: once per event,
 * source, visitor and Cairo day (a second visit is the same row). An invalid source, a hidden or
 * unknown event and a link-preview fetcher count nothing.
 */
export async function countCampaignVisit(db: Db, secret: string, visit: PageVisit): Promise<void> {
  const url = new URL(visit.url, 'http://x');
  const eventId = CAMPAIGN_PAGE.exec(url.pathname)?.[1];
  if (!eventId || !isId(eventId)) return;
  const source = campaignSourceOf(url.searchParams);
  if (!source || NOT_A_PERSON.test(visit.userAgent ?? '')) return;
  const day = cairoCalendarDay(new Date());
  await db.execute(sql`
    INSERT INTO campaign_visits (event_id, source, day, visitor_hash)
    SELECT id, ${source}, ${day}::date, ${visitorHash(secret, visit.address, day)}
    FROM events WHERE id = ${eventId}::uuid AND is_show
    ON CONFLICT DO NOTHING`);
}
