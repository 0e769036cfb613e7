/**
 * Parallax: the quote band's backdrop (`[data-parallax]`) and, more gently, the decorative dots
 * (`[data-parallax-dots]`) drift against the scroll. Passive listeners, at most one update per
 * animation frame, transform only, and only while a layer's section is on screen. Under
 * reduced motion nothing moves.
 */
import { watchMotion } from './motion.ts';

// The backdrop overhangs its band by 30 % above and below (home.css), so it may move by up to
// that much; 20 % keeps its edges out of sight.
const BACKDROP_SHARE = 0.2;
const DOTS_RANGE_PX = 24;

export function parallax(doc: Document): void {
  const layers = Array.from(doc.querySelectorAll<HTMLElement | SVGElement>('[data-parallax], [data-parallax-dots]'));
  if (layers.length) watchMotion((reduced) => (reduced ? undefined : follow(layers)));
}

function follow(layers: Array<HTMLElement | SVGElement>): () => void {
  /** Sections (each layer's parent) now on screen. */
  const onScreen = new Set<Element>();
  let frame = 0;
  const update = () => {
    frame = 0;
    const half = window.innerHeight / 2;
    for (const layer of layers) {
      if (!onScreen.has(layer.parentElement!)) continue;
      const box = layer.parentElement!.getBoundingClientRect();
      // +1 while the section enters at the bottom, 0 when centred, -1 as it leaves at the top.
      const progress = Math.max(-1, Math.min(1, (box.top + box.height / 2 - half) / (half + box.height / 2)));
      const range = layer.hasAttribute('data-parallax') ? box.height * BACKDROP_SHARE : DOTS_RANGE_PX;
      layer.style.transform = `translate3d(0, ${(-progress * range).toFixed(1)}px, 0)`;
    }
  };
  const schedule = () => {
    if (!frame && onScreen.size) frame = requestAnimationFrame(update);
  };
  const observer = new IntersectionObserver((entries) => {
    for (const entry of entries) {
      if (entry.isIntersecting) onScreen.add(entry.target);
      else onScreen.delete(entry.target);
    }
    schedule();
  });
  for (const layer of layers) observer.observe(layer.parentElement!);
  window.addEventListener('scroll', schedule, { passive: true });
  window.addEventListener('resize', schedule, { passive: true });

  return () => {
    observer.disconnect();
    window.removeEventListener('scroll', schedule);
    window.removeEventListener('resize', schedule);
    cancelAnimationFrame(frame);
    for (const layer of layers) layer.style.removeProperty('transform');
  };
}
