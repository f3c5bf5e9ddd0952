import { gunzipSync } from 'node:zlib';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { insertEvent } from '../../../test/helpers/check-in';
import { bearer, signIn, useTestApp } from '../../../test/test-app';
import { rowsOf } from '../../db/rows';

/** docs/api/big-events.md: the CSV export streams, read a step of bookings at a time. */
const t = useTestApp();

describe('the CSV export of a big event', () => {
  it('streams every booking once, across the steps it is read in, compressed when asked', async () => {
    const admin = (await signIn(t(), 'Admin')).token;
    const event = await insertEvent(t());
    // More than one step of the export (EXPORT_STEP bookings), inserted in one statement (each with its booker's ticket).
    const references = rowsOf<{ reference: string }>(
      await t().database.db.execute(sql`
        WITH made AS (
          INSERT INTO bookings (event_id, reference, national_id, full_name, email, payment_method,
                                payment_number, status, created_at)
          SELECT ${event.id}, 'S' || lpad(n::text, 6, '0'), '2990101011' || lpad(n::text, 4, '0'),
                 'ضيف ' || n, 'guest' || n || '@example.com', 'VodafoneCash', '01012345678',
                 CASE WHEN n % 3 = 0 THEN 'Pending' ELSE 'Accepted' END,
                 now() - (n % 7) * interval '1 minute'
          FROM generate_series(1, 520) AS n
          RETURNING id, event_id, full_name, national_id, reference
        ), ticket AS (
          INSERT INTO tickets (id, booking_id, event_id, position, full_name, national_id)
          SELECT id, id, event_id, 0, full_name, national_id FROM made
        )
        SELECT reference FROM made`),
    ).map((row) => row.reference);
    const plain = await t().app.inject({
      url: `/api/events/bookings/export?eventId=${event.id}`,
      headers: bearer(admin),
    });
    expect(plain.statusCode).toBe(200);
    // Sent as it is read: no length known before the last row.
    expect(plain.headers['content-length']).toBeUndefined();
    const lines = plain.body.split('\r\n').filter(Boolean);
    expect(lines).toHaveLength(521);
    // The reference is the first cell (quoted or not: references hold no comma).
    const listed = lines.slice(1).map((line) => line.split(',')[0]!.replaceAll('"', ''));
    expect(listed.toSorted()).toEqual(references.toSorted());

    const zipped = await t().app.inject({
      url: `/api/events/bookings/export?eventId=${event.id}`,
      headers: { ...bearer(admin), 'accept-encoding': 'gzip' },
    });
    expect(zipped.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(zipped.rawPayload).toString('utf8')).toBe(plain.body);
  });
});
