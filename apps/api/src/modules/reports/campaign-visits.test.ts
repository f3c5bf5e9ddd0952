import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { EventReportDto } from '@app/shared';
import { eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { bookViaApi, storedBooking, visitor } from '../../../test/helpers/bookings';
import { insertEvent } from '../../../test/helpers/check-in';
import { bearer, signIn, useTestApp } from '../../../test/test-app';
import { campaignVisits, events } from '../../db/schema';

// The built site's shell: campaign links are counted where the public pages are served.
const site = mkdtempSync(path.join(os.tmpdir(), 'campaign-site-'));
mkdirSync(site, { recursive: true });
writeFileSync(
  path.join(site, 'index.html'),
  '<!doctype html><html><head><title>x</title></head><body></body></html>',
);
afterAll(() => rmSync(site, { recursive: true, force: true }));

const t = useTestApp({ WEB_DIST_DIR: site });
const BROWSER = 'Mozilla/5.0 (Linux; Android 13) AppleWebKit/537.36 Chrome/120.0 Mobile Safari/537.36';

function open(url: string, address: string, userAgent = BROWSER) {
  return t().app.inject({ url, remoteAddress: address, headers: { 'user-agent': userAgent } });
}

async function visits(eventId: string) {
  return t().database.db.select().from(campaignVisits).where(eq(campaignVisits.eventId, eventId));
}

describe('campaign links (docs/api/reports.md#campaign-links)', () => {
  it('counts a source once per visitor and day, on the event and booking pages, without keeping the address', async () => {
    const event = await insertEvent(t());
    for (const url of [
      `/events/${event.id}?src=insta`,
      `/events/${event.id}/?src=insta`,
      `/booking/${event.id}?src=insta`,
    ]) {
      const res = await open(url, '10.0.0.1');
      expect(res.statusCode).toBe(200);
      expect(res.headers['set-cookie']).toBeUndefined();
    }
    await open(`/events/${event.id}?src=insta`, '10.0.0.2');
    // utm_source when there is no src, in lower case.
    await open(`/events/${event.id}?utm_source=Facebook&utm_medium=social`, '10.0.0.1');
    const rows = await visits(event.id);
    expect(rows.map((r) => r.source).sort()).toEqual(['facebook', 'insta', 'insta']);
    for (const row of rows) {
      expect(row.visitorHash).not.toContain('10.0.0');
      expect(row.visitorHash.length).toBeGreaterThan(20);
    }
    // The hash is of the address and the day alone: one visitor by two links that day has one hash.
    const [facebook] = rows.filter((r) => r.source === 'facebook');
    expect(rows.filter((r) => r.visitorHash === facebook!.visitorHash)).toHaveLength(2);
  });

  it('ignores an invalid source, a link-preview fetcher, a hidden event and other pages', async () => {
    const event = await insertEvent(t());
    for (const url of [
      `/events/${event.id}?src=${'a'.repeat(41)}`,
      `/events/${event.id}?src=insta%20gram`,
      `/events/${event.id}?src=`,
      `/events/${event.id}?src=%D8%A7`,
      `/events/${event.id}`,
      `/events?src=insta`,
      `/ticket/whatever?src=insta`,
    ]) {
      await open(url, '10.0.0.3');
    }
    await open(`/events/${event.id}?src=insta`, '10.0.0.3', 'WhatsApp/2.23.20.0 A');
    await open(`/events/${event.id}?src=insta`, '10.0.0.3', 'facebookexternalhit/1.1');
    expect(await visits(event.id)).toEqual([]);

    const hidden = await insertEvent(t(), 'مخفية');
    await t().database.db.update(events).set({ isShow: false }).where(eq(events.id, hidden.id));
    await open(`/events/${hidden.id}?src=insta`, '10.0.0.3');
    expect(await visits(hidden.id)).toEqual([]);
  });

  it('stores the booking payload source, an invalid one as direct, and reports them by source', async () => {
    const admin = await signIn(t(), 'Admin');
    const event = await insertEvent(t());
    await open(`/events/${event.id}?src=insta`, '10.0.0.4');
    const insta = await bookViaApi<{ _id: string }>(t(), event.id, {
      ...visitor(7101, 'insta@example.com', 'سارة علي'),
      source: 'insta',
    });
    const bad = await bookViaApi<{ _id: string }>(t(), event.id, {
      ...visitor(7102, 'bad@example.com', 'منى حسن'),
      source: 'Not A Source!',
    });
    const none = await bookViaApi<{ _id: string }>(
      t(),
      event.id,
      visitor(7103, 'none@example.com', 'علي محمود'),
    );
    expect((await storedBooking(t(), insta._id)).source).toBe('insta');
    expect((await storedBooking(t(), bad._id)).source).toBe('direct');
    expect((await storedBooking(t(), none._id)).source).toBe('direct');

    const res = await t().app.inject({ url: `/api/events/${event.id}/report`, headers: bearer(admin.token) });
    const report: EventReportDto = res.json().data;
    expect(report.bySource).toEqual([
      { source: 'direct', visits: 0, bookings: 2, tickets: 2, revenue: 0 },
      { source: 'insta', visits: 1, bookings: 1, tickets: 1, revenue: 0 },
    ]);
  });
});
