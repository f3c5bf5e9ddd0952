import { AR_EVENT_PAGE } from '@app/shared';
import { ArrowRight, ListChecks } from 'lucide-react';
import { Link, useParams } from 'react-router';
import { AlertBanner } from '../../../components/ui/alert-banner';
import { Badge } from '../../../components/ui/badge';
import { PageHeader } from '../../../components/ui/page-header';
import { Skeleton } from '../../../components/ui/skeleton';
import { ApiError, errorText } from '../../../lib/api-client';
import { formatDateTime } from '../../../lib/format';
import { useSession } from '../../auth';
import { EventWaitlistList } from '../../waitlist';
import { useEventReport, useStaffEvent } from '../api/get-event-report';
import { CheckInSection } from './check-in-section';
import { DailySection } from './daily-section';
import { LinkBuilder } from './link-builder';
import { ReportFigures } from './report-figures';
import { ByCodeSection, BySourceSection, ByTypeSection } from './sales-tables';

/** The door's curve shows from a few hours before the start (people come early), or once anyone is in. */
const DOOR_OPENS_BEFORE_MS = 3 * 3_600_000;
/** Who works the bookings and the waiting list (docs/api/access.md#who-may-call-what). */
const BOOKING_STAFF = ['Admin', 'Supporter'];

/**
 * /admin/events/{id} (docs/api/reports.md#the-events-page): how the event sells, where its buyers come
 * from and who came, from one report the database computes; the attendees and the waiting list.
 */
export function EventReportPage() {
  const { id = '' } = useParams();
  const { profile } = useSession();
  const event = useStaffEvent(id);
  const report = useEventReport(id);
  const error = event.error ?? report.error;

  if (error && !(event.data && report.data)) {
    const notFound = error instanceof ApiError && error.status === 404;
    return (
      <div className="grid gap-4">
        <BackLink />
        <AlertBanner tone="error">
          {notFound ? AR_EVENT_PAGE.notFound : errorText(error, AR_EVENT_PAGE.loadFailed)}
        </AlertBanner>
      </div>
    );
  }
  if (!event.data || !report.data) {
    return (
      <div className="grid gap-4" aria-busy="true">
        <Skeleton className="h-10 w-64" />
        <Skeleton className="h-24 w-full" />
        <Skeleton className="h-64 w-full" />
      </div>
    );
  }

  const e = event.data;
  const data = report.data;
  const doorOpen = Date.parse(e.date) - DOOR_OPENS_BEFORE_MS <= Date.now() || data.checkIns.length > 0;
  const worksBookings = BOOKING_STAFF.includes(profile.role);

  return (
    <div className="grid min-w-0 gap-4">
      <BackLink />
      <PageHeader
        title={
          <span className="flex flex-wrap items-center gap-2">
            <span className="break-words">{e.name}</span>
            {e.cancelledAt && <Badge tone="danger">{AR_EVENT_PAGE.cancelled}</Badge>}
          </span>
        }
        description={`${formatDateTime(e.date)} · ${e.location}`}
      />
      <ReportFigures report={data} capacity={e.totalSeats} />
      <DailySection daily={data.daily} />
      <div className="grid min-w-0 gap-4 xl:grid-cols-2">
        <ByTypeSection byType={data.byType} />
        <ByCodeSection byCode={data.byCode} />
      </div>
      <div className="grid min-w-0 gap-4 xl:grid-cols-2">
        <BySourceSection bySource={data.bySource} />
        <LinkBuilder eventId={e._id} />
      </div>
      {doorOpen && <CheckInSection checkIns={data.checkIns} />}
      {worksBookings && (
        <section
          aria-labelledby="people-title"
          className="grid min-w-0 gap-3 rounded-2xl bg-white p-4 shadow-sm ring-1 ring-slate-200 sm:p-5"
        >
          <h2 id="people-title" className="font-bold text-ink-900">
            {AR_EVENT_PAGE.people.title}
          </h2>
          <Link
            to={`/admin/bookings?event=${encodeURIComponent(e._id)}`}
            className="flex items-center gap-2 font-semibold text-brand-700 hover:underline"
          >
            <ListChecks aria-hidden="true" className="size-5" />
            {AR_EVENT_PAGE.people.attendees}
          </Link>
          <h3 className="font-semibold text-ink-900">{AR_EVENT_PAGE.people.waitlist}</h3>
          <EventWaitlistList eventId={e._id} />
        </section>
      )}
    </div>
  );
}

function BackLink() {
  return (
    <Link
      to="/admin/events"
      className="flex w-fit items-center gap-1 text-sm font-semibold text-brand-700 hover:underline"
    >
      <ArrowRight aria-hidden="true" className="size-4" />
      {AR_EVENT_PAGE.backToEvents}
    </Link>
  );
}
