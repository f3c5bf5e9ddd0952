import { AR_EVENTS, type EventReportDto } from '@app/shared';
import type { Db } from '../../db/client';
import { NotFound } from '../../lib/errors';
import { eventReportRow } from '../bookings';

/**
 * An event's report (docs/api/reports.md#the-report): one statement of the booking repository
 * (eventReportRow), so every figure is of the same moment. 404 for an event that does not exist.
 */
export async function eventReport(db: Db, eventId: string): Promise<EventReportDto> {
  const report = await eventReportRow(db, eventId);
  if (!report) throw new NotFound(AR_EVENTS.notFound);
  return typeof report === 'string' ? (JSON.parse(report) as EventReportDto) : report;
}
