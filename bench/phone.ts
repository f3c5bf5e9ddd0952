import type { BrowserContextOptions, CDPSession } from 'playwright-core';

/** A cheap phone's network, as the slow-phone benchmarks see it: 400 kbps each way, 400 ms latency. */
export const SLOW_NETWORK = {
  offline: false,
  latency: 400,
  downloadThroughput: (400 * 1024) / 8,
  uploadThroughput: (400 * 1024) / 8,
};

/** A phone's browser at 360 px (isMobile: the page is laid out 980 px wide until its viewport meta is read). */
export const PHONE: BrowserContextOptions = {
  viewport: { width: 360, height: 740 },
  deviceScaleFactor: 2,
  isMobile: true,
  hasTouch: true,
};

/** The slow network, no cache, and a CPU four times slower, on one page's DevTools session. */
export async function emulateSlowPhone(cdp: CDPSession, options: { cache?: boolean } = {}): Promise<void> {
  await cdp.send('Network.enable');
  if (!options.cache) await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
  await cdp.send('Network.emulateNetworkConditions', SLOW_NETWORK);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
}
