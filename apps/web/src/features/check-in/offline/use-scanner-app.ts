import { useEffect, useState } from 'react';

/** Whether the scanner app itself (not only the event's list) can open on this device with no network. */
export type OfflineApp = 'ready' | 'preparing' | 'unsupported';

function currentState(): OfflineApp {
  if (!import.meta.env.PROD || typeof navigator === 'undefined' || !('serviceWorker' in navigator)) {
    return 'unsupported';
  }
  // The service worker takes control once it has stored the whole app (precache, then clients.claim).
  return navigator.serviceWorker.controller ? 'ready' : 'preparing';
}

/**
 * Makes /admin/check an installable app that opens without a network: links the scanner's
 * manifest and registers the service worker scoped to /admin/ (built only in production).
 * Answers whether the app is stored yet, so the door knows before it loses the network.
 */
export function useScannerApp(): OfflineApp {
  const [state, setState] = useState<OfflineApp>(currentState);

  useEffect(() => {
    if (!document.querySelector('link[rel="manifest"]')) {
      const link = document.createElement('link');
      link.rel = 'manifest';
      link.href = '/scanner.webmanifest';
      document.head.append(link);
    }
    if (currentState() === 'unsupported') return;
    const update = () => setState(currentState());
    navigator.serviceWorker.addEventListener('controllerchange', update);
    navigator.serviceWorker.register('/scanner-sw.js', { scope: '/admin/' }).then(update, () => {
      // No service worker (private mode, old browser): the scanner still works online.
      setState('unsupported');
    });
    return () => navigator.serviceWorker.removeEventListener('controllerchange', update);
  }, []);

  return state;
}
