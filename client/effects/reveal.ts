/**
 * Scroll reveal: `[data-reveal]` items fade and slide in once, on first entry. The
 * CSS hides them only under `.reveal-ready`, which is set here: without JavaScript, or under
 * reduced motion, everything simply stays visible. A per-item delay comes from
 * `data-reveal-index` × `data-reveal-step` (ms).
 */
import { prefersReducedMotion } from './motion.ts';

/** Trigger threshold 0.05, margin 200 px. */
export const REVEAL_OBSERVER: IntersectionObserverInit = { threshold: 0.05, rootMargin: '200px' };
const READY = 'reveal-ready';
const REVEALED = 'is-revealed';

export function reveal(doc: Document): () => void {
  const items = Array.from(doc.querySelectorAll<HTMLElement>('[data-reveal]'));
  if (items.length === 0 || !('IntersectionObserver' in window) || prefersReducedMotion()) return () => {};

  // Starting reads no layout: a forced layout here made the script's task as long as the
  // page's first layout. The observer's first answer comes after that layout, and only then are
  // the items hidden; those near the screen by then stay visible without a transition, as they
  // were painted (hiding them would make them blink).
  let first = true;
  let pending = items.length;
  const show = (item: HTMLElement, animate: boolean) => {
    observer.unobserve(item);
    pending -= 1;
    const delay = Number(item.dataset.revealIndex ?? 0) * Number(item.dataset.revealStep ?? 0);
    if (animate && delay > 0) {
      item.style.transitionDelay = `${delay}ms`;
      item.addEventListener('transitionend', () => item.style.removeProperty('transition-delay'), { once: true });
    }
    item.classList.add(REVEALED);
  };
  const observer = new IntersectionObserver((entries) => {
    for (const entry of entries) {
      if (entry.isIntersecting) show(entry.target as HTMLElement, !first);
    }
    if (first) doc.documentElement.classList.add(READY);
    first = false;
    if (pending === 0) observer.disconnect();
  }, REVEAL_OBSERVER);
  for (const item of items) observer.observe(item);

  return () => {
    observer.disconnect();
    doc.documentElement.classList.remove(READY);
  };
}
