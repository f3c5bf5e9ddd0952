import { AR_DOOR, type CheckInStatsDto } from '@app/shared';
import { CloudOff, CopyX, RefreshCw, Wifi } from 'lucide-react';
import { Button } from '../../../components/ui/button';
import { cn } from '../../../lib/cn';
import { formatDate, formatNumber, formatTime } from '../../../lib/format';
import type { DoorEvent } from '../door-event';
import type { DoorState } from '../offline/door-runtime';
import type { OfflineApp } from '../offline/use-scanner-app';

/** The door at a glance (docs/api/check-in.md#stats-and-duplicates): event, progress, online or not, queue, list. */
export function DoorStatus({
  event,
  state,
  offlineApp,
  stats,
  onChangeEvent,
  onSync,
  onShowDuplicates,
}: {
  event: DoorEvent;
  state: DoorState;
  offlineApp: OfflineApp;
  stats: CheckInStatsDto | undefined;
  onChangeEvent: () => void;
  onSync: () => void;
  onShowDuplicates: () => void;
}) {
  const checkedIn = stats?.checkedIn ?? 0;
  const accepted = stats?.accepted ?? state.snapshot?.tickets ?? 0;
  // Scans this device admitted that the server has not counted yet.
  const shown = Math.min(accepted, checkedIn + (state.online ? 0 : state.queue));
  const percent = accepted > 0 ? Math.round((shown / accepted) * 100) : 0;
  const list = state.snapshot?.eventId === event.id ? state.snapshot : undefined;

  return (
    <section
      aria-label={AR_DOOR.doorEvent}
      className="mb-4 flex flex-col gap-4 rounded-2xl bg-white p-4 shadow-sm ring-1 ring-slate-200 sm:p-5"
    >
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0">
          <p className="text-xs font-semibold text-slate-500">{AR_DOOR.doorEvent}</p>
          <p data-testid="door-event-name" className="text-xl font-bold break-words text-ink-900">
            {event.name}
          </p>
          {event.date && (
            <p className="text-sm text-slate-600">
              {formatDate(event.date)}، {formatTime(event.date)}
            </p>
          )}
        </div>
        <Button variant="secondary" className="h-11 px-4" onClick={onChangeEvent}>
          {AR_DOOR.changeEvent}
        </Button>
      </div>

      <div>
        <div className="flex items-baseline justify-between gap-3">
          <span className="font-semibold text-slate-700">{AR_DOOR.progress}</span>
          <span data-testid="door-progress" className="text-2xl font-bold tabular-nums text-ink-900">
            {AR_DOOR.progressValue(formatNumber(shown), formatNumber(accepted))}
          </span>
        </div>
        <div
          role="progressbar"
          aria-label={AR_DOOR.progress}
          aria-valuemin={0}
          aria-valuemax={accepted}
          aria-valuenow={shown}
          aria-valuetext={AR_DOOR.progressLabel(formatNumber(shown), formatNumber(accepted))}
          className="mt-2 h-3 overflow-hidden rounded-full bg-slate-100"
        >
          <div
            className="h-full rounded-full bg-emerald-600 transition-[width]"
            style={{ width: `${percent}%` }}
          />
        </div>
      </div>

      <div className="flex flex-wrap items-center gap-2">
        <span
          role="status"
          data-testid="door-connection"
          className={cn(
            'inline-flex h-9 items-center gap-1.5 rounded-full px-3 text-sm font-bold',
            state.online ? 'bg-emerald-50 text-emerald-800' : 'bg-amber-100 text-amber-900',
          )}
        >
          {state.online ? (
            <Wifi aria-hidden="true" className="size-4" />
          ) : (
            <CloudOff aria-hidden="true" className="size-4" />
          )}
          {state.online ? AR_DOOR.online : AR_DOOR.offline}
        </span>
        <span
          data-testid="door-queue"
          className={cn(
            'inline-flex h-9 items-center rounded-full px-3 text-sm font-semibold',
            state.queue > 0 ? 'bg-sky-100 text-sky-900' : 'bg-slate-100 text-slate-600',
          )}
        >
          {state.syncing ? AR_DOOR.syncing : AR_DOOR.queued(formatNumber(state.queue))}
        </span>
        {state.queue > 0 && state.online && !state.syncing && (
          <Button variant="secondary" className="h-11" onClick={onSync}>
            <RefreshCw aria-hidden="true" className="size-4" />
            {AR_DOOR.syncNow}
          </Button>
        )}
        {(stats?.duplicates ?? 0) > 0 && (
          <Button variant="danger" className="h-11" onClick={onShowDuplicates}>
            <CopyX aria-hidden="true" className="size-4" />
            {AR_DOOR.duplicatesButton(formatNumber(stats?.duplicates ?? 0))}
          </Button>
        )}
      </div>

      <p className="text-xs text-slate-500">
        {list
          ? `${AR_DOOR.listUpdated(formatTime(list.generatedAt))} · ${AR_DOOR.listTickets(list.tickets)}`
          : AR_DOOR.noList}
      </p>
      {offlineApp !== 'unsupported' && (
        <p
          data-testid="door-offline-app"
          className={cn(
            'text-xs font-semibold',
            offlineApp === 'ready' && list ? 'text-emerald-800' : 'text-slate-600',
          )}
        >
          {offlineApp === 'ready' && list ? AR_DOOR.offlineReady : AR_DOOR.offlinePreparing}
        </p>
      )}
      {!state.online && <p className="text-sm font-semibold text-amber-900">{AR_DOOR.offlineHint}</p>}
      {state.queue > 0 && <p className="text-xs text-slate-600">{AR_DOOR.unsyncedWarning}</p>}
    </section>
  );
}
