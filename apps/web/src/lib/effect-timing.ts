import { options } from 'preact';

/**
 * The site runs on preact/compat (build/preact-compat.ts). Preact runs effects (`useEffect`) after the
 * next animation frame, up to ~35 ms after a render, and an effect's state update then renders and
 * waits for yet another frame. Radix arms a dialog's Escape key through such a chain (the layer is
 * registered in one effect, the re-render that makes it the top layer adds the listener in the next),
 * so on a slow phone a dialog could be on screen for several frames while Escape did nothing, and a
 * press in that window was lost for good. Flushing effects in a microtask settles the whole chain
 * before the browser paints or handles the next input, much as React flushes them right after a commit.
 */
options.requestAnimationFrame = (flush) => {
  queueMicrotask(flush);
};
