// The only script a page with islands loads. It marks the page as scripted at once (the CSS
// depends on it) and leaves everything else until the page's Largest Contentful Paint has been
// painted: Lighthouse's Lantern counts every request that ends before it into the LCP
// (docs/benchmarks.md), and Chrome's first frames come before the first contentful one, so a
// frame and a task later would be too early.
document.documentElement.classList.add('js');

const INPUT = ['scroll', 'pointerdown', 'touchstart', 'keydown'];
let started = false;
const start = () => {
  if (started) return;
  started = true;
  for (const type of INPUT) removeEventListener(type, start, { capture: true });
  // `data-effects` tells that the effects run (the tests wait for it).
  void import('./start.ts').then(() => document.documentElement.setAttribute('data-effects', ''));
};

if (document.visibilityState === 'visible' && PerformanceObserver.supportedEntryTypes.includes('largest-contentful-paint')) {
  new PerformanceObserver((_, observer) => {
    observer.disconnect();
    start();
  }).observe({ type: 'largest-contentful-paint', buffered: true });
  // Chrome may hold the entry back (a busy or hidden page reports none): the visitor's first
  // input, or 2 s after the load event, starts the effects all the same.
  for (const type of INPUT) addEventListener(type, start, { capture: true, passive: true, once: true });
  addEventListener('load', () => setTimeout(start, 2000), { once: true });
} else {
  // Safari and Firefox report no LCP: after the next frame.
  requestAnimationFrame(() => setTimeout(start));
}
