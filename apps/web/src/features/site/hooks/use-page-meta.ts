import { useEffect } from 'react';
import { pageTitle } from '../content/page-meta';

/** Keeps the tab title and meta description right after client-side navigation (prerendered HTML has them already). */
export function usePageMeta(title: string, description?: string) {
  useEffect(() => {
    document.title = pageTitle(title);
    if (description) document.querySelector('meta[name="description"]')?.setAttribute('content', description);
  }, [title, description]);
}
