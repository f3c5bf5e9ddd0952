import { useWindowVirtualizer } from '@tanstack/react-virtual';
import { useLayoutEffect, useRef, useState } from 'react';

/** From this many rows a list renders only those near the screen (docs/api/big-events.md#the-screens). */
export const VIRTUAL_FROM = 150;

export type VirtualRows<Row> = {
  /** The list's element: where it starts on the page. */
  listRef: (node: HTMLElement | null) => void;
  /** The rows to render, with their index in the whole list. */
  items: { row: Row; index: number }[];
  /** Blank space in place of the rows above and below those rendered, in px. */
  before: number;
  after: number;
  /** Given to each rendered row's element (with `data-index`), which is measured as it renders. */
  measure: ((node: Element | null) => void) | undefined;
};

/**
 * A long list rendered in a window of the page's scroll: the rows on screen and a few either side,
 * blank space for the rest, each row measured once rendered (their heights differ). A list shorter
 * than VIRTUAL_FROM, or one told not to (`enabled` false: a grid of two columns), renders whole.
 */
export function useVirtualRows<Row>(
  rows: Row[] | undefined,
  estimate: number,
  enabled: boolean,
  /** The space between two rows (a list of cards' gap), px. */
  gap = 0,
): VirtualRows<Row> {
  const node = useRef<HTMLElement | null>(null);
  const [margin, setMargin] = useState(0);
  const on = enabled && (rows?.length ?? 0) > VIRTUAL_FROM;
  useLayoutEffect(() => {
    if (on && node.current) setMargin(node.current.getBoundingClientRect().top + window.scrollY);
  }, [on]);
  const virtualizer = useWindowVirtualizer({
    count: on ? rows!.length : 0,
    estimateSize: () => estimate,
    overscan: 6,
    gap,
    scrollMargin: margin,
  });
  const listRef = (element: HTMLElement | null) => {
    node.current = element;
  };
  if (!on || !rows) {
    return {
      listRef,
      items: rows?.map((row, index) => ({ row, index })) ?? [],
      before: 0,
      after: 0,
      measure: undefined,
    };
  }
  const visible = virtualizer.getVirtualItems();
  const first = visible[0];
  const last = visible[visible.length - 1];
  return {
    listRef,
    items: visible.map((item) => ({ row: rows[item.index]!, index: item.index })),
    before: first ? first.start - margin : 0,
    after: last ? Math.max(0, virtualizer.getTotalSize() - (last.end - margin)) : 0,
    measure: virtualizer.measureElement,
  };
}
