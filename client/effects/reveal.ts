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

  // Items already on screen were painted visible: hiding them now would make them blink.
  const viewport = doc.documentElement.clientHeight;
  for (const item of items) {
    const box = item.getBoundingClientRect();
    if (box.bottom > 0 && box.top < viewport) item.classList.add(REVEALED);
  }
  let pending = items.filter((item) => !item.classList.contains(REVEALED));

  const observer = new IntersectionObserver((entries) => {
    for (const entry of entries) {
      if (!entry.isIntersecting) continue;
      const item = entry.target as HTMLElement;
      observer.unobserve(item);
      const delay = Number(item.dataset.revealIndex ?? 0) * Number(item.dataset.revealStep ?? 0);
      if (delay > 0) {
        item.style.transitionDelay = `${delay}ms`;
        item.addEventListener('transitionend', () => item.style.removeProperty('transition-delay'), { once: true });
      }
      item.classList.add(REVEALED);
    }
    pending = pending.filter((item) => !item.classList.contains(REVEALED));
    if (pending.length === 0) observer.disconnect();
  }, REVEAL_OBSERVER);
  for (const item of pending) observer.observe(item);
  doc.documentElement.classList.add(READY);

  return () => {
    observer.disconnect();
    doc.documentElement.classList.remove(READY);
  };
}
