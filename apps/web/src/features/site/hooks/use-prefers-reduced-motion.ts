/** Read at the moment an animation starts; never during render, so hydration is unaffected. */
export function prefersReducedMotion() {
  return typeof window !== 'undefined' && window.matchMedia('(prefers-reduced-motion: reduce)').matches;
}
