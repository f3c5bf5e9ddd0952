import { useEffect } from 'react';

/**
 * Sets <html lang dir> while the calling screen is mounted and puts the old values back after, so
 * screen readers, the browser's own widgets and scrollbars follow the area's language.
 */
export function useDocumentLanguage(lang: string, dir: 'ltr' | 'rtl'): void {
  useEffect(() => {
    const root = document.documentElement;
    const previous = { lang: root.getAttribute('lang'), dir: root.getAttribute('dir') };
    root.setAttribute('lang', lang);
    root.setAttribute('dir', dir);
    return () => {
      for (const [name, value] of Object.entries(previous)) {
        if (value === null) root.removeAttribute(name);
        else root.setAttribute(name, value);
      }
    };
  }, [lang, dir]);
}
