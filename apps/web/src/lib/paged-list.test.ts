import { QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PAGE_SIZE, pagedListOptions, pagePath } from './paged-list';

/** The staff lists ask the server a page at a time (docs/api/big-events.md#paging). */
describe('a paged staff list', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('asks for one page with its filters, leaving out the empty ones, and the cursor after the first', () => {
    expect(pagePath('/api/events/bookings', { eventId: 'e1', q: '', status: undefined }, null)).toBe(
      `/api/events/bookings?eventId=e1&limit=${PAGE_SIZE}`,
    );
    expect(pagePath('/api/payments/transfers', { state: 'unmatched' }, 'abc.def')).toBe(
      `/api/payments/transfers?state=unmatched&limit=${PAGE_SIZE}&cursor=abc.def`,
    );
  });

  it('reads page after page with the cursor the server gave, and stops on a null one', async () => {
    const asked: string[] = [];
    vi.stubGlobal('fetch', async (url: string) => {
      asked.push(url);
      const second = url.includes('cursor=');
      return new Response(
        JSON.stringify({
          success: true,
          data: second ? [{ _id: 'c' }] : [{ _id: 'a' }, { _id: 'b' }],
          meta: { nextCursor: second ? null : 'next-1', total: 3 },
        }),
        { status: 200, headers: { 'content-type': 'application/json' } },
      );
    });
    const client = new QueryClient();
    const options = pagedListOptions<{ _id: string }>(['test', 'list'], '/api/payments/refunds', {});
    const first = await client.fetchInfiniteQuery(options);
    expect(options.getNextPageParam(first.pages[0]!, first.pages, null, [null])).toBe('next-1');
    const both = await client.fetchInfiniteQuery({ ...options, pages: 2 });
    expect(both.pages.flatMap((p) => p.rows.map((r) => r._id))).toEqual(['a', 'b', 'c']);
    expect(options.getNextPageParam(both.pages[1]!, both.pages, 'next-1', [null, 'next-1'])).toBeUndefined();
    expect(asked.at(-1)).toBe(`/api/payments/refunds?limit=${PAGE_SIZE}&cursor=next-1`);
  });
});
