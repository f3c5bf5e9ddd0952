import { useState } from 'react';

export const DEFAULT_EVENT_IMAGE = '/images/event-default.svg';

type Props = { src: string | null; alt: string; className?: string; eager?: boolean };

/** The event picture; a missing or broken image falls back to the default drawing (SPEC.md section 2). */
export function EventImage({ src, alt, className, eager }: Props) {
  const [failed, setFailed] = useState(false);
  const shown = !src || failed ? DEFAULT_EVENT_IMAGE : src;
  return (
    <img
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
