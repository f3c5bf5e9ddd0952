// Loads ICU's Arabic data in a worker while the app downloads: see src/server/arabic-shell.ts.
(() => {
  const LOCALE = 'ar-EG';
  const TIME_ZONE = 'Africa/Cairo';
  const CURRENCY = 'EGP';
  const PATIENCE_MS = 1500;
  if (document.documentElement.dir !== 'rtl' || typeof Worker !== 'function') return;
  const source = `new Intl.DateTimeFormat('${LOCALE}',{timeZone:'${TIME_ZONE}',dateStyle:'long'}).format(0);
new Intl.NumberFormat('${LOCALE}',{style:'currency',currency:'${CURRENCY}'}).format(0);postMessage(0)`;
  let url;
  let worker;
  try {
    url = URL.createObjectURL(new Blob([source], { type: 'text/javascript' }));
    worker = new Worker(url);
  } catch {
    return;
  }
  window.intlWarmUp = new Promise((resolve) => {
    const done = () => {
      clearTimeout(patience);
      worker.terminate();
      URL.revokeObjectURL(url);
      resolve();
    };
    const patience = setTimeout(done, PATIENCE_MS);
    worker.onmessage = done;
    worker.onerror = done;
  });
})();
