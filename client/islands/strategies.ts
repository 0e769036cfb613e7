/**
 * Hydration strategies (the names in `data-hydrate`), each with the same shape: given the island
 * root, call `run` once when the moment has come. They know nothing of React.
 */
export type Strategy = (root: Element, run: () => void) => void;

/** At once. */
export const load: Strategy = (_root, run) => run();

/**
 * When the browser has nothing better to do: after the load event (images and fonts first),
 * then in an idle period, at the latest 4 s later (a busy page still gets its islands).
 */
export const idle: Strategy = (_root, run) => {
  const schedule = () => ('requestIdleCallback' in window ? requestIdleCallback(() => run(), { timeout: 4000 }) : setTimeout(run, 200));
  if (document.readyState === 'complete') schedule();
  else window.addEventListener('load', schedule, { once: true });
};

/**
 * When the island comes within 1200 px of the viewport: a fast scroll or a jump to the contact
 * section still finds it ready. The root takes no box (`display: contents`), so its children
 * are observed instead.
 */
const visible: Strategy = (root, run) => {
  const observer = new IntersectionObserver(
    (entries) => {
      if (!entries.some((entry) => entry.isIntersecting)) return;
      observer.disconnect();
      run();
    },
    { rootMargin: '1200px 0px' },
  );
  for (const target of root.children.length > 0 ? root.children : [root]) observer.observe(target);
};

/** At the visitor's first scroll, tap, click or key press. */
export const interaction: Strategy = (_root, run) => {
  const events = ['scroll', 'pointerdown', 'touchstart', 'keydown'];
  const fire = () => {
    for (const type of events) window.removeEventListener(type, fire, { capture: true });
    run();
  };
  for (const type of events) window.addEventListener(type, fire, { capture: true, passive: true });
};

export const strategies: Record<string, Strategy> = { load, idle, visible };
