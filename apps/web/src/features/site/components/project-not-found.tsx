import { House } from 'lucide-react';
import { Link } from 'react-router';
import { SITE } from '../content/site-text';
import { usePageMeta } from '../hooks/use-page-meta';
import { buttonDark, container } from './button-styles';

/** docs/product.md#portfolio: shown by /portfolio/{slug} when there is no such project. */
export function ProjectNotFound() {
  usePageMeta(SITE.projectNotFound.title);
  return (
    <section className={`${container} flex flex-col items-center py-28 text-center`}>
      <p aria-hidden className="text-7xl font-extrabold text-brand-700">
        ?
      </p>
      <h1 className="mt-4 text-4xl font-bold tracking-tight text-ink-900">{SITE.projectNotFound.title}</h1>
      <p className="mt-4 max-w-md text-lg text-slate-600">{SITE.projectNotFound.body}</p>
      <Link to="/" className={`${buttonDark} mt-8`}>
        <House aria-hidden className="size-4" />
        {SITE.projectNotFound.goHome}
      </Link>
    </section>
  );
}
