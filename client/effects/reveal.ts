/**
 * Scroll reveal: `[data-reveal]` items fade and slide in once, on first entry (threshold 0.05,
 * margin 200 px). The CSS hides them only under `.reveal-ready`, which is set here: without
 * JavaScript, or under reduced motion, everything simply stays visible. A per-item delay comes
 * from `data-reveal-index` × `data-reveal-step` (ms).
 */
import { REDUCED_MOTION } from './motion.ts';

export function reveal(doc: Document): void {
  const items = doc.querySelectorAll<HTMLElement>('[data-reveal]');
  if (items.length === 0 || matchMedia(REDUCED_MOTION).matches) return;

  // Starting reads no layout: a forced layout here made the script's task as long as the
  // page's first layout. The observer's first answer comes after that layout, and only then are
  // the items hidden; those near the screen by then stay visible without a transition, as they
  // were painted (hiding them would make them blink).
  let first = true;
  const observer = new IntersectionObserver(
    (entries) => {
      for (const { target, isIntersecting } of entries) {
        if (!isIntersecting) continue;
        const item = target as HTMLElement;
        observer.unobserve(item);
        const delay = Number(item.dataset.revealIndex ?? 0) * Number(item.dataset.revealStep ?? 0);
        if (!first && delay > 0) {
          item.style.transitionDelay = `${delay}ms`;
          item.addEventListener('transitionend', () => item.style.removeProperty('transition-delay'), { once: true });
        }
        item.classList.add('is-revealed');
      }
      if (first) doc.documentElement.classList.add('reveal-ready');
      first = false;
    },
    { threshold: 0.05, rootMargin: '200px' },
  );
  for (const item of items) observer.observe(item);
}
