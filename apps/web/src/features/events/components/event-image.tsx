import { escapeHtml } from '@app/shared';
import { useCallback, useState } from 'react';

export const DEFAULT_EVENT_IMAGE = '/images/event-default.svg';

/**
 * Where the event page shows its large picture instead of the small one (Tailwind's `sm`): a phone on
 * a slow network downloads the 600 px file, about a tenth of the 1200 px one. The page's HTML preloads
 * the same file with the same media query (eventPicturePreloads).
 */
export const WIDE_SCREEN = '(min-width: 40rem)';

type Props = {
  src: string | null;
  /** The larger file, for screens matching WIDE_SCREEN. */
  wide?: string | null;
  alt: string;
  className?: string;
  eager?: boolean;
  /** The page's largest paint: fetched ahead of the scripts and fonts. */
  priority?: boolean;
};

/** The event picture; a missing or broken image falls back to the default drawing (docs/product.md#events-list). */
export function EventImage({ src, wide, alt, className, eager, priority }: Props) {
  const [failed, setFailed] = useState(false);
  const shown = !src || failed ? DEFAULT_EVENT_IMAGE : src;
  // A server-rendered picture may have failed before the page hydrated, when no onError was listening.
  const checkLoaded = useCallback((img: HTMLImageElement | null) => {
    if (img?.complete && img.naturalWidth === 0 && !img.src.endsWith(DEFAULT_EVENT_IMAGE)) setFailed(true);
  }, []);
  const img = (
    <img
      ref={checkLoaded}
      src={shown}
      alt={alt}
      className={className}
      loading={eager || priority ? 'eager' : 'lazy'}
      fetchPriority={priority ? 'high' : undefined}
      decoding="async"
      width={800}
      height={450}
      data-fallback={shown === DEFAULT_EVENT_IMAGE ? 'true' : undefined}
      onError={() => setFailed(true)}
    />
  );
  if (!wide || shown === DEFAULT_EVENT_IMAGE) return img;
  return (
    <picture>
      <source media={WIDE_SCREEN} srcSet={wide} />
      {img}
    </picture>
  );
}

/**
 * The head links that fetch an event page's picture with the HTML, the file the page will show: the
 * small one on phones and the large one on wide screens, or (`card`, the list's first card) the small one.
 */
export function eventPicturePreloads(
  event: { image: string | null; imageSmall?: string | null },
  card = false,
): string[] {
  if (!event.image) return [];
  const small = event.imageSmall ?? event.image;
  const link = (href: string, media?: string) =>
    `<link rel="preload" as="image" href="${escapeHtml(href)}"${media ? ` media="${media}"` : ''} fetchpriority="high">`;
  if (card) return [link(small)];
  return [link(small, `not all and ${WIDE_SCREEN}`), link(event.image, WIDE_SCREEN)];
}
