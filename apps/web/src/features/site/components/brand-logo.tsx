import { Link } from 'react-router';
import { SITE } from '../content/site-text';

/** Word mark with a small pyramid-pixel glyph. */
export function BrandLogo({ tone = 'dark' }: { tone?: 'dark' | 'light' }) {
  return (
    <Link
      to="/"
      className={`inline-flex shrink-0 items-center gap-2 whitespace-nowrap rounded-md text-lg font-bold tracking-tight ${tone === 'dark' ? 'text-ink-900' : 'text-white'}`}
    >
      <svg aria-hidden viewBox="0 0 32 32" className="size-8">
        <rect width="32" height="32" rx="8" fill="#0f172a" />
        <path d="M16 6 27 25H5Z" fill="#f59e0b" />
        <path d="M16 6 21.5 25H16Z" fill="#b45309" />
        <rect x="13" y="19" width="6" height="6" fill="#0ea5e9" />
      </svg>
      {SITE.brand}
    </Link>
  );
}
