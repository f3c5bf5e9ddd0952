import { useEffect, useState } from 'react';

/** True while the page is scrolled down past `thresholdPx`; any scroll up shows the header again. */
export function useHideOnScroll(thresholdPx: number) {
  const [hidden, setHidden] = useState(false);
  useEffect(() => {
    let last = window.scrollY;
    const onScroll = () => {
      const y = window.scrollY;
      if (y > thresholdPx && y > last) setHidden(true);
      else if (y < last || y <= thresholdPx) setHidden(false);
      last = y;
    };
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => window.removeEventListener('scroll', onScroll);
  }, [thresholdPx]);
  return hidden;
}
