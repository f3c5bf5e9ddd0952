import { AR_BOOKING_FORM, AR_EVENTS, AR_TICKET, type EventDto, type TicketDto } from '@app/shared';
import type { FastifyInstance } from 'fastify';
import { NotFound } from '../lib/errors';
import { isId } from '../lib/ids';
import { getEvent, listEvents } from '../modules/events';
import { getTicket } from '../modules/tickets';
import type { createPageRenderer, PageMeta } from './page-renderer';

type Pages = ReturnType<typeof createPageRenderer>;
/**
 * The page (`personal` when it shows one booker's data: never stored by a browser or proxy), `missing`
 * for a hidden or unknown event, or undefined when this is not an events page (or no SSR bundle).
 */
type Rendered = { html: string; personal?: boolean } | 'missing' | undefined;

const DESCRIPTION_LENGTH = 160;

function shortText(text: string): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  return flat.length > DESCRIPTION_LENGTH ? `${flat.slice(0, DESCRIPTION_LENGTH - 1)}…` : flat;
}

/**
 * /events, /events/{id}, /booking/{id} and the booker's page /ticket/{token} rendered from the database
 * (docs/product.md#pages-for-slow-phones), so a phone on a slow network shows the events, or the booking, before any
 * script runs and a shared link previews the event. A hidden or unknown event is never rendered: the
 * caller answers the shell with 404 and the page says so. A ticket link that opens no booking gets the
 * shell, whose page explains and offers to send the links again.
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
      title: ssr.pageTitle(AR_EVENTS.listTitle),
      description: AR_EVENTS.listDescription,
      url: absolute(pathname),
      image: events.find((event) => event.image)?.image ?? undefined,
    });
    const html = await pages.arabic(
      pathname,
      (ssr) => ssr.eventsListQueries(events),
      withAbsoluteImage(meta),
      (ssr) => (events[0] ? ssr.eventPicturePreloads(events[0], true) : []),
    );
    return html ? { html } : undefined;
  }
  const ticket = /^\/ticket\/([^/]+)$/.exec(pathname);
  if (ticket) return renderTicketPage(app, pages, pathname, ticket[1]!);
  const match = /^\/(events|booking)\/([^/]+)$/.exec(pathname);
  if (!match) return undefined;
  const [, section, eventId] = match as unknown as [string, 'events' | 'booking', string];
  const event = isId(eventId)
    ? await getEvent(app.db, app.config, eventId, false).catch(notFoundAsUndefined<EventDto>)
    : undefined;
  if (!event) return 'missing';
  const meta = (ssr: { pageTitle: (t: string) => string }): PageMeta => ({
    title: ssr.pageTitle(section === 'booking' ? `${AR_BOOKING_FORM.title}: ${event.name}` : event.name),
    description: shortText(event.description),
    url: absolute(pathname),
    image: event.image ?? undefined,
  });
  const html = await pages.arabic(
    pathname,
    (ssr) => ssr.eventQueries(eventId, event),
    withAbsoluteImage(meta),
    (ssr) => (section === 'events' ? ssr.eventPicturePreloads(event) : []),
  );
  return html ? { html } : undefined;

  function withAbsoluteImage<T>(meta: (ssr: T) => PageMeta) {
    return (ssr: T) => {
      const page = meta(ssr);
      return { ...page, image: page.image ? absolute(page.image) : undefined };
    };
  }
}

async function renderTicketPage(
  app: FastifyInstance,
  pages: Pages,
  pathname: string,
  encodedToken: string,
): Promise<Rendered> {
  let token: string;
  try {
    token = decodeURIComponent(encodedToken);
  } catch {
    return undefined;
  }
  const booking = await getTicket(app.db, app.config, token).catch(notFoundAsUndefined<TicketDto>);
  if (!booking) return undefined;
  const html = await pages.arabic(
    pathname,
    (ssr) => ssr.ticketQueries(token, booking),
    (ssr) => ({
      title: ssr.pageTitle(`${AR_TICKET.pageTitle}: ${booking.event.name}`),
      description: shortText(booking.event.name),
      url: new URL(pathname, app.config.publicUrl).href,
    }),
  );
  return html ? { html, personal: true } : undefined;
}

function notFoundAsUndefined<T>(error: unknown): T | undefined {
  if (error instanceof NotFound) return undefined;
  throw error;
}
