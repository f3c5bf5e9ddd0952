import { useEffect } from 'react';

/**
 * Makes /admin/check an installable app that opens without a network: links the scanner's
 * manifest and registers the service worker scoped to /admin/ (built only in production).
 */
export function useScannerApp() {
  useEffect(() => {
    if (!document.querySelector('link[rel="manifest"]')) {
      const link = document.createElement('link');
      link.rel = 'manifest';
      link.href = '/scanner.webmanifest';
      document.head.append(link);
    }
    if (import.meta.env.PROD && 'serviceWorker' in navigator) {
      navigator.serviceWorker.register('/scanner-sw.js', { scope: '/admin/' }).catch(() => {
        // No service worker (private mode, old browser): the scanner still works online.
      });
    }
  }, []);
}
