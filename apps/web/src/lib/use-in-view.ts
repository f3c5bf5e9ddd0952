import { type RefObject, useEffect, useState } from 'react';

/**
 * Whether the element has come near the viewport (a screen ahead), and stays true once it has: what
 * it loads is loaded once. Without IntersectionObserver it is in view at once.
 */
export function useInView(ref: RefObject<Element | null>, margin = '400px 0px'): boolean {
  const [seen, setSeen] = useState(false);
  useEffect(() => {
    const node = ref.current;
    if (seen || !node) return;
    if (typeof IntersectionObserver === 'undefined') {
      setSeen(true);
      return;
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setSeen(true);
      },
      { rootMargin: margin },
    );
    observer.observe(node);
    return () => observer.disconnect();
  }, [ref, seen, margin]);
  return seen;
}
