import { AR_DASHBOARD, AR_EVENT_PAGE, type DashboardDto } from '@app/shared';
import {
  Banknote,
  CalendarDays,
  ClipboardCheck,
  FileQuestion,
  type LucideIcon,
  MailX,
  MessageSquareText,
  Scale,
  ScanLine,
  Ticket,
  Undo2,
} from 'lucide-react';
import { Link } from 'react-router';
import { AlertBanner } from '../../../components/ui/alert-banner';
import { Skeleton } from '../../../components/ui/skeleton';
import { errorText } from '../../../lib/api-client';
import { cn } from '../../../lib/cn';
import { formatDateTime, formatNumber, formatPrice, formatTime } from '../../../lib/format';
import { useDashboard } from '../api/get-dashboard';

type Figure = {
  key: keyof Pick<
    DashboardDto,
    'pendingMessages' | 'pendingBookings' | 'todayCheckIns' | 'tasksAwaitingDelivery'
  >;
  label: string;
  to: string;
  Icon: LucideIcon;
  tone: string;
};

const FIGURES: Figure[] = [
  {
    key: 'pendingMessages',
    label: AR_DASHBOARD.pendingMessages,
    to: '/admin/messages',
    Icon: MessageSquareText,
    tone: 'bg-sky-50 text-sky-700',
  },
  {
    key: 'pendingBookings',
    label: AR_DASHBOARD.pendingBookings,
    // The payment desk's pending queue, nearest deadline first.
    to: '/admin/bookings?status=Pending',
    Icon: Ticket,
    tone: 'bg-amber-50 text-amber-700',
  },
  {
    key: 'todayCheckIns',
    label: AR_DASHBOARD.todayCheckIns,
    to: '/admin/check',
    Icon: ScanLine,
    tone: 'bg-emerald-50 text-emerald-700',
  },
  {
    key: 'tasksAwaitingDelivery',
    label: AR_DASHBOARD.tasksAwaitingDelivery,
    to: '/admin/tasks?view=assigned',
    Icon: ClipboardCheck,
    tone: 'bg-violet-50 text-violet-700',
  },
];

/** The Admin's panel: live figures from GET /api/dashboard, each leading to the screen that acts on it. */
export function AdminOverview() {
  const dashboard = useDashboard();
  const data = dashboard.data;

  return (
    <section aria-labelledby="overview-title" className="grid gap-4">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 id="overview-title" className="text-lg font-bold text-ink-900">
          {AR_DASHBOARD.overview}
        </h2>
        {dashboard.dataUpdatedAt > 0 && (
          <p className="text-xs text-slate-500" aria-live="polite">
            {AR_DASHBOARD.updatedAt(formatTime(dashboard.dataUpdatedAt))}
          </p>
        )}
      </div>

      {dashboard.isError && !data && (
        <AlertBanner tone="error">{errorText(dashboard.error, AR_DASHBOARD.fetchFailed)}</AlertBanner>
      )}

      <ul className="grid grid-cols-1 gap-3 sm:grid-cols-2 xl:grid-cols-4">
        {FIGURES.map(({ key, label, to, Icon, tone }) => (
          <li key={key}>
            <Link
              to={to}
              data-testid={`figure-${key}`}
              className="flex h-full items-center gap-4 rounded-2xl bg-white p-4 shadow-sm ring-1 ring-slate-200 transition-shadow hover:shadow-md focus-visible:outline-2 focus-visible:outline-brand-600"
            >
              <span className={cn('grid size-12 shrink-0 place-items-center rounded-xl', tone)}>
                <Icon aria-hidden="true" className="size-6" />
              </span>
              <span className="grid min-w-0 gap-0.5">
                {data ? (
                  <span className="text-2xl font-bold text-ink-900 tabular-nums">
                    {formatNumber(data[key])}
                  </span>
                ) : (
                  <Skeleton className="my-1 h-6 w-10" />
                )}
                <span className="text-sm text-slate-600">{label}</span>
              </span>
            </Link>
          </li>
        ))}
      </ul>

      <MoneyFigures data={data} />
      <ToHandle data={data} />

      <div className="rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200">
        <div className="mb-3 flex flex-wrap items-center justify-between gap-2">
          <h3 className="flex items-center gap-2 font-bold text-ink-900">
            <CalendarDays aria-hidden="true" className="size-5 text-brand-600" />
            {AR_DASHBOARD.upcomingEvents}
          </h3>
          <Link to="/admin/events" className="text-sm font-semibold text-brand-700 hover:underline">
            {AR_DASHBOARD.manageEvents}
          </Link>
        </div>
        {!data ? (
          <div className="grid gap-3">
            <Skeleton className="h-10 w-full" />
            <Skeleton className="h-10 w-full" />
          </div>
        ) : data.upcomingEvents.length === 0 ? (
          <p className="py-4 text-sm text-slate-500">{AR_DASHBOARD.noUpcomingEvents}</p>
        ) : (
          <ul className="divide-y divide-slate-100">
            {data.upcomingEvents.map((event) => (
              <li key={event._id}>
                <Link
                  to={`/admin/events/${encodeURIComponent(event._id)}`}
                  className="flex flex-wrap items-center justify-between gap-x-4 gap-y-1 py-3 hover:bg-slate-50 focus-visible:outline-2 focus-visible:outline-brand-600"
                >
                  <span className="grid min-w-0 gap-0.5">
                    <span className="truncate font-semibold text-ink-900">{event.name}</span>
                    <time dateTime={event.date} className="text-xs text-slate-500">
                      {formatDateTime(event.date)}
                    </time>
                  </span>
                  <SeatsSold sold={event.sold} total={event.totalSeats} received={event.received} />
                </Link>
              </li>
            ))}
          </ul>
        )}
      </div>
    </section>
  );
}

/** Money as the desk sees it today: transfers matched since midnight and refunds still owed. */
function MoneyFigures({ data }: { data: DashboardDto | undefined }) {
  const H = AR_EVENT_PAGE.home;
  const items = [
    {
      key: 'matched-today',
      label: H.matchedToday,
      to: '/admin/payments',
      figure: data?.matchedToday,
      Icon: Banknote,
      tone: 'bg-emerald-50 text-emerald-700',
    },
    {
      key: 'refunds-due',
      label: H.refundsDue,
      to: '/admin/payments?tab=refunds',
      figure: data?.refundsDue,
      Icon: Undo2,
      tone: 'bg-red-50 text-red-700',
    },
  ];
  return (
    <ul className="grid grid-cols-1 gap-3 sm:grid-cols-2" aria-label={H.money}>
      {items.map(({ key, label, to, figure, Icon, tone }) => (
        <li key={key}>
          <Link
            to={to}
            data-testid={`figure-${key}`}
            className="flex h-full items-center gap-4 rounded-2xl bg-white p-4 shadow-sm ring-1 ring-slate-200 transition-shadow hover:shadow-md focus-visible:outline-2 focus-visible:outline-brand-600"
          >
            <span className={cn('grid size-12 shrink-0 place-items-center rounded-xl', tone)}>
              <Icon aria-hidden="true" className="size-6" />
            </span>
            <span className="grid min-w-0 gap-0.5">
              {figure ? (
                <span className="text-2xl font-bold text-ink-900 tabular-nums">
                  {formatPrice(figure.amount)}
                </span>
              ) : (
                <Skeleton className="my-1 h-6 w-16" />
              )}
              <span className="text-sm text-slate-600">
                {label}
                {figure && figure.count > 0 && (
                  <span className="text-slate-500"> ({formatNumber(figure.count)})</span>
                )}
              </span>
            </span>
          </Link>
        </li>
      ))}
    </ul>
  );
}

/** What waits for someone: transfers the desk must look at, emails that gave up. */
function ToHandle({ data }: { data: DashboardDto | undefined }) {
  const H = AR_EVENT_PAGE.home;
  const items = [
    {
      key: 'wrong-amount',
      label: H.wrongAmount,
      to: '/admin/payments',
      value: data?.transfersToHandle.wrongAmount,
      Icon: Scale,
      tone: 'bg-amber-50 text-amber-700',
    },
    {
      key: 'unmatched',
      label: H.unmatched,
      to: '/admin/payments',
      value: data?.transfersToHandle.unmatched,
      Icon: FileQuestion,
      tone: 'bg-slate-100 text-slate-700',
    },
    {
      key: 'failed-emails',
      label: H.failedEmails,
      to: '/admin/operations',
      value: data?.failedEmails,
      Icon: MailX,
      tone: 'bg-red-50 text-red-700',
    },
  ];
  return (
    <ul className="grid grid-cols-1 gap-3 sm:grid-cols-3" aria-label={H.toHandle}>
      {items.map(({ key, label, to, value, Icon, tone }) => (
        <li key={key}>
          <Link
            to={to}
            data-testid={`figure-${key}`}
            className="flex h-full items-center gap-3 rounded-2xl bg-white p-3 shadow-sm ring-1 ring-slate-200 transition-shadow hover:shadow-md focus-visible:outline-2 focus-visible:outline-brand-600"
          >
            <span className={cn('grid size-10 shrink-0 place-items-center rounded-xl', tone)}>
              <Icon aria-hidden="true" className="size-5" />
            </span>
            <span className="grid min-w-0 gap-0.5">
              {value === undefined ? (
                <Skeleton className="my-1 h-5 w-8" />
              ) : (
                <span className="text-xl font-bold text-ink-900 tabular-nums">{formatNumber(value)}</span>
              )}
              <span className="text-sm text-slate-600">{label}</span>
            </span>
          </Link>
        </li>
      ))}
    </ul>
  );
}

/** The seats SOLD (Pending and Accepted tickets) of the capacity, and the money received so far. */
function SeatsSold({ sold, total, received }: { sold: number; total: number; received: number }) {
  const ratio = total > 0 ? Math.min(1, sold / total) : 0;
  return (
    <span className="grid w-44 gap-1 text-xs text-slate-600">
      <span>{AR_EVENT_PAGE.home.soldOf(sold, total)}</span>
      <span className="h-1.5 overflow-hidden rounded-full bg-slate-100" aria-hidden="true">
        <span
          className={cn('block h-full rounded-full', ratio >= 1 ? 'bg-emerald-600' : 'bg-brand-600')}
          style={{ width: `${Math.round(ratio * 100)}%` }}
        />
      </span>
      <span>{AR_EVENT_PAGE.home.received(formatPrice(received))}</span>
    </span>
  );
}
