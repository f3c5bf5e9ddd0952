import { z } from 'zod';
import { campaignSource } from '../campaign-source';

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
