import { TIMINGS } from '@app/shared';
import { useEffect, useRef } from 'react';
import { prefersReducedMotion } from '../hooks/use-prefers-reduced-motion';

function format(value: number, decimals: number, suffix: string) {
  return `${value.toFixed(decimals)}${suffix}`;
}

/**
 * A number that counts up from 0 over 2 s (docs/product.md#header-and-footer) the first time it becomes visible. The final value
 * is what is rendered (and prerendered), so readers without JavaScript or with reduced motion see it;
 * the animation writes the text node directly, keeping React's markup and hydration unchanged.
 */
export function CountUp({ value, decimals, suffix }: { value: number; decimals: number; suffix: string }) {
  const ref = useRef<HTMLSpanElement>(null);
  useEffect(() => {
    const element = ref.current;
    if (!element || prefersReducedMotion()) return;
    let frame = 0;
    const observer = new IntersectionObserver(
      ([entry]) => {
        if (!entry?.isIntersecting) return;
        observer.disconnect();
        const start = performance.now();
        const tick = (now: number) => {
          const progress = Math.min(1, (now - start) / TIMINGS.countUpMs);
          const eased = 1 - (1 - progress) ** 3;
          element.textContent = format(value * eased, decimals, suffix);
          if (progress < 1) frame = requestAnimationFrame(tick);
        };
        element.textContent = format(0, decimals, suffix);
        frame = requestAnimationFrame(tick);
      },
      { threshold: 0.5 },
    );
    observer.observe(element);
    return () => {
      observer.disconnect();
      cancelAnimationFrame(frame);
      element.textContent = format(value, decimals, suffix);
    };
  }, [value, decimals, suffix]);
  return <span ref={ref}>{format(value, decimals, suffix)}</span>;
}
