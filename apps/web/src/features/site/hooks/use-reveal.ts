import { useEffect, useRef } from 'react';

let shared: IntersectionObserver | null = null;

/** One observer for every revealed element: entering the viewport adds the class, leaving removes it, so it repeats. */
function observer() {
  shared ??= new IntersectionObserver(
    (entries) => {
      for (const entry of entries) {
        // Armed on the observer's first word about it: what is on screen then stays shown (no flash),
        // what is below the fold hides until it is scrolled to.
        entry.target.classList.add('reveal-armed');
        entry.target.classList.toggle('is-revealed', entry.isIntersecting);
      }
    },
    { threshold: 0.12, rootMargin: '0px 0px -40px 0px' },
  );
  return shared;
}

/**
 * Scroll reveal (docs/product.md#public-site: 1000 ms, repeating). The class is toggled on the DOM node directly, not through
 * React state, so prerendered markup and hydration stay identical; the CSS hides only armed elements, so
 * nothing is hidden before the script runs (a slow phone shows the whole page at once).
 */
export function useReveal<T extends Element>() {
  const ref = useRef<T>(null);
  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    const io = observer();
    io.observe(element);
    return () => io.unobserve(element);
  }, []);
  return ref;
}
