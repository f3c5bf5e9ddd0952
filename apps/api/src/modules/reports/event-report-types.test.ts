import { type EventReportDto, sampleNationalId } from '@app/shared';
import { beforeAll, describe, expect, it } from 'vitest';
import { createEventViaApi } from '../../../test/helpers/events';
import { bearer, signIn, useTestApp } from '../../../test/test-app';

/** docs/api/reports.md#the-report: sales by type and by code, money after discounts. */
const t = useTestApp();
let admin: string;
let n = 70_000;

beforeAll(async () => {
  admin = (await signIn(t(), 'Admin')).token;
});

function person() {
  n += 1;
  return { nationalId: sampleNationalId(n), fullName: `ضيف ${n}` };
}

async function post<T>(url: string, payload: Record<string, unknown>, token?: string): Promise<T> {
  const res = await t().app.inject({
    method: 'POST',
    url,
    payload,
    ...(token && { headers: bearer(token) }),
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().data as T;
}

async function book(eventId: string, fields: Record<string, unknown>) {
  return post<{ _id: string }>('/api/events/bookings', {
    eventId,
    ...person(),
    email: `report${n}@example.com`,
    paymentMethod: 'VodafoneCash',
    paymentNumber: '01012345678',
    ...fields,
  });
}

describe('the report by type and by code', () => {
  it('counts each type and each code in tickets and money after the discount', async () => {
    const event = await createEventViaApi(t(), admin, { totalSeats: 10, ticketPrice: 200 });
    const general = (
      await t().app.inject({ url: `/api/events/${event._id}/ticket-types`, headers: bearer(admin) })
    ).json().data[0] as { _id: string };
    const vip = await post<{ _id: string }>(
      `/api/events/${event._id}/ticket-types`,
      { name: 'VIP', price: 500, quantity: 3 },
      admin,
    );
    await post(
      `/api/events/${event._id}/codes`,
      { code: 'HALF-VIP', kind: 'discount', percentOff: 50, ticketTypeIds: [vip._id] },
      admin,
    );
    await post(`/api/events/${event._id}/codes`, { code: 'UNUSED', kind: 'comp' }, admin);

    // VIP with the code (250) and a regular guest (200): 450 owed, 250 off.
    const withCode = await book(event._id, {
      ticketTypeId: vip._id,
      code: 'half-vip',
      guests: [{ ...person(), ticketTypeId: general._id }],
    });
    // Two regular tickets, accepted: 400 received.
    const regular = await book(event._id, { ticketTypeId: general._id, guests: [person()] });
    const accept = await t().app.inject({
      method: 'PUT',
      url: `/api/events/bookings/${regular._id}/status`,
      headers: bearer(admin),
      payload: { status: 'Accepted' },
    });
    expect(accept.statusCode, accept.body).toBe(200);

    const res = await t().app.inject({ url: `/api/events/${event._id}/report`, headers: bearer(admin) });
    expect(res.statusCode, res.body).toBe(200);
    const report = res.json().data as EventReportDto;
    expect(report.money).toMatchObject({ received: 400, pending: 450 });
    expect(report.byType).toEqual([
      { _id: general._id, name: 'دخول عام', sold: 3, available: 7, revenue: 400 },
      { _id: vip._id, name: 'VIP', sold: 1, available: 2, revenue: 0 },
    ]);
    expect(report.byCode).toEqual([
      { code: 'HALF-VIP', kind: 'discount', tickets: 1, discountGiven: 250, revenue: 0 },
      { code: 'UNUSED', kind: 'comp', tickets: 0, discountGiven: 0, revenue: 0 },
    ]);
    expect(withCode._id).toBeTruthy();
  });
});
