/** The two sounds docs/product.md#users-and-what-they-do names, made for this project and served from public/. */
const SOURCES = { success: '/success.mp3', error: '/error.mp3' } as const;

const cache = new Map<keyof typeof SOURCES, HTMLAudioElement>();

function audio(kind: keyof typeof SOURCES): HTMLAudioElement | undefined {
  if (typeof Audio === 'undefined') return undefined;
  let element = cache.get(kind);
  if (!element) {
    element = new Audio(SOURCES[kind]);
    element.preload = 'auto';
    cache.set(kind, element);
  }
  return element;
}

/** Loads both sounds ahead, so the first scan plays at once. */
export function preloadSounds(): void {
  audio('success');
  audio('error');
}

export function playSound(kind: keyof typeof SOURCES): void {
  const element = audio(kind);
  if (!element) return;
  element.currentTime = 0;
  // A browser may refuse to play before any user gesture; the dialog still tells the result.
  element.play().catch(() => undefined);
}
