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
