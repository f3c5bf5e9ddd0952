import { AR_PAGING } from '@app/shared';
import { useEffect, useRef } from 'react';
import { Button } from './button';

export type LoadMoreProps = {
  /** Rows on screen, and in the whole filtered list (the server's `meta.total`). */
  shown: number;
  total: number | undefined;
  hasMore: boolean;
  loading: boolean;
  failed: boolean;
  onLoadMore: () => void;
};

/**
 * The foot of a list read page by page (docs/api/big-events.md#the-screens): how many rows of how
 * many are shown, and the next page, by the button or by itself when the foot scrolls into view. A
 * page that failed waits for the button (no loop of failing requests while the foot stays in view).
 */
export function LoadMore({ shown, total, hasMore, loading, failed, onLoadMore }: LoadMoreProps) {
  const foot = useRef<HTMLDivElement>(null);
  const load = useRef(onLoadMore);
  load.current = onLoadMore;
  const auto = hasMore && !loading && !failed;

  useEffect(() => {
    const node = foot.current;
    if (!auto || !node || typeof IntersectionObserver === 'undefined') return;
    // A screen ahead: the next rows are there before the end is reached.
    const observer = new IntersectionObserver(
      (entries) => entries.some((e) => e.isIntersecting) && load.current(),
      {
        rootMargin: '600px 0px',
      },
    );
    observer.observe(node);
    return () => observer.disconnect();
  }, [auto]);

  if (total === undefined || (total === 0 && !hasMore)) return null;
  return (
    <div ref={foot} className="mt-4 flex flex-wrap items-center justify-center gap-3 text-sm text-slate-600">
      <span data-testid="list-shown">{AR_PAGING.shown(shown, total)}</span>
      {failed && <span className="text-red-700">{AR_PAGING.loadMoreFailed}</span>}
      {hasMore && (
        <Button variant="secondary" size="sm" loading={loading} onClick={onLoadMore}>
          {loading ? AR_PAGING.loadingMore : AR_PAGING.loadMore}
        </Button>
      )}
    </div>
  );
}
