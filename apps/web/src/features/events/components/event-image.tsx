import { useCallback, useState } from 'react';

export const DEFAULT_EVENT_IMAGE = '/images/event-default.svg';

type Props = { src: string | null; alt: string; className?: string; eager?: boolean };

/** The event picture; a missing or broken image falls back to the default drawing (SPEC.md section 2). */
export function EventImage({ src, alt, className, eager }: Props) {
  const [failed, setFailed] = useState(false);
  const shown = !src || failed ? DEFAULT_EVENT_IMAGE : src;
  // A server-rendered picture may have failed before the page hydrated, when no onError was listening.
  const checkLoaded = useCallback((img: HTMLImageElement | null) => {
    if (img?.complete && img.naturalWidth === 0 && !img.src.endsWith(DEFAULT_EVENT_IMAGE)) setFailed(true);
  }, []);
  return (
    <img
      ref={checkLoaded}
      src={shown}
      alt={alt}
      className={className}
      loading={eager ? 'eager' : 'lazy'}
      decoding="async"
      width={800}
      height={450}
      data-fallback={shown === DEFAULT_EVENT_IMAGE ? 'true' : undefined}
      onError={() => setFailed(true)}
    />
  );
}
