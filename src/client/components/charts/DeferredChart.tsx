import { Suspense, useEffect, useRef, useState, type ReactNode } from 'react';
import { whenIdle } from '@client/lib/utils';

/** How far below the screen a chart starts drawing, so a scroll finds it drawn. */
const NEAR_SCREEN = '200px';
/** The longest a chart on screen waits for the browser to be idle. */
const IDLE_TIMEOUT_MS = 1000;

/**
 * A chart drawn after the page's first paint (issue 30 §3: recharts' render was the longest
 * task on Progress, in the commit that painted the figures): once its place is on or near the
 * screen, and then when the browser is idle. Until then, and while its lazy chunk loads, the
 * placeholder holds the chart's exact box, so nothing moves when it draws.
 */
export function DeferredChart({
  placeholder,
  children,
}: {
  placeholder: ReactNode;
  children: ReactNode;
}) {
  const place = useRef<HTMLDivElement>(null);
  const [draw, setDraw] = useState(false);
  useEffect(() => {
    const element = place.current;
    if (!element) return;
    let cancelIdle = () => {};
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((e) => e.isIntersecting)) return;
        observer.disconnect();
        cancelIdle = whenIdle(() => setDraw(true), IDLE_TIMEOUT_MS);
      },
      { rootMargin: `0px 0px ${NEAR_SCREEN} 0px` },
    );
    observer.observe(element);
    return () => {
      observer.disconnect();
      cancelIdle();
    };
  }, []);
  return (
    <div ref={place}>
      {draw ? <Suspense fallback={placeholder}>{children}</Suspense> : placeholder}
    </div>
  );
}
