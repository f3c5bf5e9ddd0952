import { House } from 'lucide-react';
import { Link } from 'react-router';
import { BrandLogo } from '../../../components/brand-logo';
import { NOT_FOUND_META } from '../content/page-meta';
import { SITE } from '../content/site-text';
import { usePageMeta } from '../hooks/use-page-meta';
import { buttonPrimary } from './button-styles';
import { ScrollToTop } from './scroll-to-top';

/** The 404 page of docs/product.md#header-and-footer (no header or footer). */
export function NotFoundPage() {
  usePageMeta(NOT_FOUND_META.title, NOT_FOUND_META.description);
  return (
    <main
      lang="en"
      dir="ltr"
      className="relative flex min-h-screen flex-col items-center justify-center overflow-hidden bg-ink-900 px-6 text-center font-sans text-white"
    >
      <ScrollToTop />
      <div aria-hidden className="hero-glow absolute inset-0" />
      <div className="page-fade relative flex flex-col items-center">
        <BrandLogo name={SITE.brand} tone="light" />
        <p
          aria-hidden
          className="mt-10 bg-gradient-to-b from-brand-400 to-brand-700 bg-clip-text text-[8rem] font-extrabold leading-none text-transparent sm:text-[11rem]"
        >
          404
        </p>
        <h1 className="mt-4 text-3xl font-bold sm:text-4xl">{SITE.notFound.title}</h1>
        <p className="mt-4 max-w-md text-lg text-slate-300">{SITE.notFound.body}</p>
        <Link to="/" className={`${buttonPrimary} mt-8`}>
          <House aria-hidden className="size-4" />
          {SITE.notFound.back}
        </Link>
      </div>
    </main>
  );
}
