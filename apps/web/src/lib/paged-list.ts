import type { PageMeta } from '@app/shared';
import {
  infiniteQueryOptions,
  keepPreviousData,
  type QueryKey,
  useInfiniteQuery,
} from '@tanstack/react-query';
import { useMemo } from 'react';
import { apiEnvelope } from './api-client';

/** Rows per page of a staff list (the server takes 1 to 500: docs/api/big-events.md#paging). */
export const PAGE_SIZE = 50;

export type Page<Row, Meta extends PageMeta = PageMeta> = { rows: Row[]; meta: Meta };

/** `path` with its filters (empty ones left out), `limit` and the previous page's cursor. */
export function pagePath(
  path: string,
  filter: Record<string, string | undefined>,
  cursor: string | null,
): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(filter)) if (value) search.set(key, value);
  search.set('limit', String(PAGE_SIZE));
  if (cursor) search.set('cursor', cursor);
  return `${path}?${search}`;
}

/**
 * One staff list read page by page on the server: each page is `limit` rows after the previous
 * page's cursor, with `meta` (the next cursor and the whole filter's counters). A feature gives its
 * key and its filter; every list pages the same way.
 */
export function pagedListOptions<Row, Meta extends PageMeta = PageMeta>(
  queryKey: QueryKey,
  path: string,
  filter: Record<string, string | undefined>,
) {
  return infiniteQueryOptions({
    queryKey,
    queryFn: async ({ pageParam, signal }): Promise<Page<Row, Meta>> => {
      const answer = await apiEnvelope<Row[]>(pagePath(path, filter, pageParam), { auth: true, signal });
      return { rows: answer.data, meta: (answer as { meta?: Meta }).meta as Meta };
    },
    initialPageParam: null as string | null,
    getNextPageParam: (last: Page<Row, Meta>) => last.meta?.nextCursor ?? undefined,
    // A new filter keeps the last rows on screen until its first page comes, instead of a skeleton.
    placeholderData: keepPreviousData,
  });
}

/**
 * The rows loaded so far, in order, and the whole list's counters: those of the newest page read,
 * never counted from the rows on screen (the list may hold thousands more).
 */
export function usePagedList<Row, Meta extends PageMeta = PageMeta>(
  options: ReturnType<typeof pagedListOptions<Row, Meta>>,
) {
  const query = useInfiniteQuery(options);
  const pages = query.data?.pages;
  const rows = useMemo(() => pages?.flatMap((page) => page.rows), [pages]);
  const meta = pages?.[pages.length - 1]?.meta;
  return { ...query, rows, meta };
}
