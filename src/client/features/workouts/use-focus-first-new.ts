import { useEffect, useRef, type RefObject } from 'react';

/** Focuses the title of the `index`th workout card in `container`; false if it is not there. */
function focusTitle(container: HTMLElement | null, index: number) {
  const title = container?.querySelectorAll<HTMLElement>('article h3')[index];
  title?.focus();
  return title !== undefined;
}

/**
 * After Load more (issue 9) the focus moves to the first new workout's title, so keyboard and
 * screen-reader users carry on reading where the new ones start (and the focus is not dropped
 * when the button goes away after the last page). Call the returned function with how many
 * workouts were shown before; if the new cards are not on the screen yet, the focus moves when
 * they are (`shown` grows).
 */
export function useFocusFirstNew(container: RefObject<HTMLElement | null>, shown: number) {
  const pending = useRef<number | null>(null);
  useEffect(() => {
    if (pending.current !== null && focusTitle(container.current, pending.current)) {
      pending.current = null;
    }
  }, [container, shown]);
  return (index: number) => {
    pending.current = focusTitle(container.current, index) ? null : index;
  };
}
