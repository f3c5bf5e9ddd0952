import { CAMPAIGN_SOURCE_DAYS, campaignSource, campaignSourceOf } from '@app/shared';
import { useEffect } from 'react';

/**
 * The campaign link a visitor came by, kept by the browser for the booking it leads to
 * (docs/api/reports.md#campaign-links): per event, for CAMPAIGN_SOURCE_DAYS days, in localStorage
 * (nothing is sent to the server until the booking; the visit itself is counted where the page is served).
 */
const STORAGE_KEY = 'campaign-sources';
const KEEP_MS = CAMPAIGN_SOURCE_DAYS * 86_400_000;

type Kept = Record<string, { source: string; at: number }>;

function read(): Kept {
  try {
    const value = JSON.parse(window.localStorage.getItem(STORAGE_KEY) ?? '{}') as unknown;
    return value && typeof value === 'object' ? (value as Kept) : {};
  } catch {
    return {};
  }
}

/** Keeps the page address's source (`src`, else `utm_source`) for this event; an invalid one is ignored. */
export function rememberCampaignSource(eventId: string, search: string, now = Date.now()): void {
  const source = campaignSourceOf(new URLSearchParams(search));
  if (!source || !eventId) return;
  try {
    const kept = read();
    // Old entries go as new ones come: the list never grows past the events of the last week.
    for (const [id, entry] of Object.entries(kept)) if (now - entry.at > KEEP_MS) delete kept[id];
    kept[eventId] = { source, at: now };
    window.localStorage.setItem(STORAGE_KEY, JSON.stringify(kept));
  } catch {
    // Storage refused (private mode, full): the booking counts as direct.
  }
}

/** The source a booking of this event carries: the one kept within CAMPAIGN_SOURCE_DAYS, else none. */
export function campaignSourceFor(eventId: string, now = Date.now()): string | undefined {
  try {
    const entry = read()[eventId];
    if (!entry || now - entry.at > KEEP_MS) return undefined;
    return campaignSource(entry.source);
  } catch {
    return undefined;
  }
}

/** On a public event or booking page: keeps the address's campaign source once the page is in the browser. */
export function useRememberCampaignSource(eventId: string): void {
  useEffect(() => {
    rememberCampaignSource(eventId, window.location.search);
  }, [eventId]);
}
