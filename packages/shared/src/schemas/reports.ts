import { z } from 'zod';

/**
 * A campaign source (docs/api/reports.md#campaign-links): 1 to 40 of a-z, 0-9, `-`, `_`. Bookings
 * that came by no link, or by one whose source breaks the rule, count under DIRECT_SOURCE.
 */
export const CAMPAIGN_SOURCE_PATTERN = /^[a-z0-9_-]{1,40}$/;
export const DIRECT_SOURCE = 'direct';
/** How long the browser keeps a campaign source for the booking it leads to. */
export const CAMPAIGN_SOURCE_DAYS = 7;

/** The campaign source of a value, or undefined when it is not one (a bad value is ignored, never refused). */
export function campaignSource(value: unknown): string | undefined {
  return typeof value === 'string' && CAMPAIGN_SOURCE_PATTERN.test(value) ? value : undefined;
}

/**
 * A page address's campaign source: `src`, else `utm_source`; lower-cased, so `?src=Insta` and
 * `?src=insta` count together.
 */
export function campaignSourceOf(search: { get(name: string): string | null }): string | undefined {
  for (const name of ['src', 'utm_source']) {
    const value = search.get(name);
    if (value !== null) return campaignSource(value.trim().toLowerCase());
  }
  return undefined;
}

/** The booking payload's `source`: kept when it follows the rule, else dropped (counted as direct). */
export const bookingSourceField = z.unknown().transform(campaignSource).optional();

/** GET /api/events/{id}/report (docs/api/reports.md#the-report). Money in EGP. */
export const eventReportDtoSchema = z.object({
  tickets: z.object({
    total: z.number(),
    accepted: z.number(),
    pending: z.number(),
    ended: z.number(),
    checkedIn: z.number(),
  }),
  money: z.object({
    received: z.number(),
    pending: z.number(),
    refundsDue: z.number(),
    refunded: z.number(),
  }),
  byType: z.array(
    z.object({
      _id: z.string(),
      name: z.string(),
      sold: z.number(),
      available: z.number(),
      revenue: z.number(),
    }),
  ),
  byCode: z.array(
    z.object({
      code: z.string(),
      kind: z.string(),
      tickets: z.number(),
      discountGiven: z.number(),
      revenue: z.number(),
    }),
  ),
  bySource: z.array(
    z.object({
      source: z.string(),
      visits: z.number(),
      bookings: z.number(),
      tickets: z.number(),
      revenue: z.number(),
    }),
  ),
  daily: z.array(
    z.object({
      date: z.string(),
      bookings: z.number(),
      tickets: z.number(),
      accepted: z.number(),
      revenue: z.number(),
    }),
  ),
  checkIns: z.array(z.object({ at: z.string(), count: z.number() })),
});
export type EventReportDto = z.infer<typeof eventReportDtoSchema>;
