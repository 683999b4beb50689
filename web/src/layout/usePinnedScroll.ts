import { useEffect, type RefObject } from 'react';

/** What a person does to scroll by themselves; the first of them ends the pinning. */
const USER_SCROLLS = ['wheel', 'touchstart', 'keydown', 'mousedown'] as const;

/**
 * Brings `target` to the top of the window once `ready`, and keeps it there while the page
 * around it settles: whatever loads late above it (a banner, texts, fonts) would otherwise push
 * it down after the one scroll. Every change of the page's size scrolls it back, until the
 * reader scrolls for themselves. `trigger` scrolls again (a second click on the same anchor).
 */
export function usePinnedScroll(
  target: RefObject<HTMLElement | null>,
  ready: boolean,
  trigger: unknown,
) {
  useEffect(() => {
    const element = target.current;
    if (!ready || !element) return;
    // Instant, not smooth: an animation under way is thrown off by the page moving beneath it.
    const scroll = () => element.scrollIntoView({ block: 'start', behavior: 'instant' });
    scroll();
    const observer = new ResizeObserver(scroll);
    observer.observe(document.body);
    observer.observe(element);
    const release = () => {
      observer.disconnect();
      USER_SCROLLS.forEach((type) => window.removeEventListener(type, release));
    };
    USER_SCROLLS.forEach((type) => window.addEventListener(type, release, { passive: true }));
    return release;
  }, [target, ready, trigger]);
}
