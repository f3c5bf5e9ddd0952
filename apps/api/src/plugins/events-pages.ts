import { AR, type EventDto } from '@app/shared';
import type { FastifyInstance } from 'fastify';
import { NotFound } from '../lib/errors';
import { isId } from '../lib/ids';
import { getEvent, listEvents } from '../modules/events/events.service';
import type { createPageRenderer, PageMeta } from './page-renderer';

type Pages = ReturnType<typeof createPageRenderer>;
/** The page, `missing` for a hidden or unknown event, or undefined when this is not an events page (or no SSR bundle). */
type Rendered = { html: string } | 'missing' | undefined;

const DESCRIPTION_LENGTH = 160;

function shortText(text: string): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  return flat.length > DESCRIPTION_LENGTH ? `${flat.slice(0, DESCRIPTION_LENGTH - 1)}…` : flat;
}

/**
 * /events, /events/{id} and /booking/{id} rendered from the database (DECISIONS.md section 12), so a
 * phone on a slow network shows the events before any script runs and a shared link previews the
 * event. A hidden or unknown event is never rendered: the caller answers the shell with 404 and the page says so.
 */
export async function renderEventsPage(
  app: FastifyInstance,
  pages: Pages,
  pathname: string,
): Promise<Rendered> {
  const absolute = (place: string) => new URL(place, app.config.publicUrl).href;
  if (pathname === '/events') {
    const events = await listEvents(app.db, app.config, false);
    const meta = (ssr: { pageTitle: (t: string) => string }): PageMeta => ({
      title: ssr.pageTitle(AR.events.listTitle),
      description: AR.events.listDescription,
      url: absolute(pathname),
      image: events.find((event) => event.image)?.image ?? undefined,
    });
    const html = await pages.arabic(
      pathname,
      (ssr) => ssr.eventsListQueries(events),
      withAbsoluteImage(meta),
    );
    return html ? { html } : undefined;
  }
  const match = /^\/(events|booking)\/([^/]+)$/.exec(pathname);
  if (!match) return undefined;
  const [, section, eventId] = match as unknown as [string, 'events' | 'booking', string];
  const event = isId(eventId)
    ? await getEvent(app.db, app.config, eventId, false).catch(notFoundAsUndefined)
    : undefined;
  if (!event) return 'missing';
  const meta = (ssr: { pageTitle: (t: string) => string }): PageMeta => ({
    title: ssr.pageTitle(section === 'booking' ? `${AR.booking.title}: ${event.name}` : event.name),
    description: shortText(event.description),
    url: absolute(pathname),
    image: event.image ?? undefined,
  });
  const html = await pages.arabic(
    pathname,
    (ssr) => ssr.eventQueries(eventId, event),
    withAbsoluteImage(meta),
  );
  return html ? { html } : undefined;

  function withAbsoluteImage<T>(meta: (ssr: T) => PageMeta) {
    return (ssr: T) => {
      const page = meta(ssr);
      return { ...page, image: page.image ? absolute(page.image) : undefined };
    };
  }
}

function notFoundAsUndefined(error: unknown): EventDto | undefined {
  if (error instanceof NotFound) return undefined;
  throw error;
}
