import { Link } from 'react-router';
import { cn } from '../lib/cn';

/**
 * The brand's mark: a pyramid-pixel glyph on a dark tile. The one drawing of it, used by the English
 * site, the Arabic events pages and the staff panel (and drawn the same in public/favicon.svg).
 */
export function BrandMark({ className }: { className?: string }) {
  return (
    <svg
      aria-hidden="true"
      focusable="false"
      viewBox="0 0 32 32"
      className={cn('size-8 shrink-0', className)}
    >
      <rect width="32" height="32" rx="8" fill="#0f172a" />
      <path d="M16 6 27 25H5Z" fill="#f59e0b" />
      <path d="M16 6 21.5 25H16Z" fill="#b45309" />
      <rect x="13" y="19" width="6" height="6" fill="#0ea5e9" />
    </svg>
  );
}

/**
 * The word mark (mark + name), a link to the home of the pages it heads (`to`: the English site's '/',
 * the Arabic events pages' '/events'). Always laid out left to right, so it reads the same on the
 * English pages and the Arabic ones.
 */
export function BrandLogo({
  name,
  tone = 'dark',
  to = '/',
}: {
  name: string;
  tone?: 'dark' | 'light';
  to?: string;
}) {
  return (
    <Link
      to={to}
      dir="ltr"
      className={`inline-flex shrink-0 items-center gap-2 whitespace-nowrap rounded-md text-lg font-bold tracking-tight ${tone === 'dark' ? 'text-ink-900' : 'text-white'}`}
    >
      <BrandMark />
      {name}
    </Link>
  );
}
