/**
 * Parallax: the quote band's backdrop (`[data-parallax]`) and, more gently, the
 * decorative dots (`[data-parallax-dots]`) drift against the scroll. One passive scroll listener,
 * at most one update per animation frame, transform only, and only while a layer's section is
 * on screen. Under reduced motion nothing moves.
 */
import { watchMotion } from './motion.ts';

interface Layer {
  element: HTMLElement | SVGElement;
  /** The section whose position drives the layer. */
  section: Element;
  /** Largest shift in px for a section of this height. */
  range: (height: number) => number;
}

// The backdrop overhangs its band by 30 % above and below (base.css), so it may move by up to
// that much; 20 % keeps its edges out of sight.
const BACKDROP_SHARE = 0.2;
const DOTS_RANGE_PX = 24;

export function parallax(doc: Document): () => void {
  const layers: Layer[] = [
    ...Array.from(doc.querySelectorAll<HTMLElement>('[data-parallax]')).map((element) => ({
      element,
      section: element.parentElement ?? element,
      range: (height: number) => height * BACKDROP_SHARE,
    })),
    ...Array.from(doc.querySelectorAll<SVGElement>('[data-parallax-dots]')).map((element) => ({
      element,
      section: element.parentElement ?? element,
      range: () => DOTS_RANGE_PX,
    })),
  ];
  if (layers.length === 0 || !('IntersectionObserver' in window)) return () => {};
  return watchMotion((reduced) => (reduced ? undefined : follow(layers)));
}

function follow(layers: Layer[]): () => void {
  const onScreen = new Set<Layer>();
  let frame = 0;

  const update = () => {
    frame = 0;
    const viewport = window.innerHeight;
    for (const layer of onScreen) {
      const box = layer.section.getBoundingClientRect();
      // +1 while the section enters at the bottom, 0 when centred, -1 as it leaves at the top.
      const progress = Math.max(-1, Math.min(1, (box.top + box.height / 2 - viewport / 2) / (viewport / 2 + box.height / 2)));
      const shift = -progress * layer.range(box.height);
      layer.element.style.transform = `translate3d(0, ${shift.toFixed(1)}px, 0)`;
    }
  };
  const schedule = () => {
    if (!frame) frame = requestAnimationFrame(update);
  };

  let listening = false;
  const listen = (on: boolean) => {
    if (on === listening) return;
    listening = on;
    if (on) {
      window.addEventListener('scroll', schedule, { passive: true });
      window.addEventListener('resize', schedule, { passive: true });
    } else {
      window.removeEventListener('scroll', schedule);
      window.removeEventListener('resize', schedule);
    }
  };

  const bySection = new Map<Element, Layer[]>();
  for (const layer of layers) bySection.set(layer.section, [...(bySection.get(layer.section) ?? []), layer]);
  const observer = new IntersectionObserver((entries) => {
    for (const entry of entries) {
      for (const layer of bySection.get(entry.target) ?? []) {
        if (entry.isIntersecting) onScreen.add(layer);
        else onScreen.delete(layer);
      }
    }
    listen(onScreen.size > 0);
    schedule();
  });
  for (const section of bySection.keys()) observer.observe(section);

  return () => {
    observer.disconnect();
    listen(false);
    cancelAnimationFrame(frame);
    frame = 0;
    for (const layer of layers) layer.element.style.removeProperty('transform');
  };
}
