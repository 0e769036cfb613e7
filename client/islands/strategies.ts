/**
 * Hydration strategies (the names in `data-hydrate`). Each has the same shape: given the island
 * root and a callback, call it once when the moment has come, and return a function that
 * cancels the wait. They know nothing of React.
 */
export type Strategy = (root: Element, run: () => void) => () => void;

/** How far below the viewport the visible strategy starts: a fast scroll or a jump to the
 * contact section still finds the island ready. */
export const VISIBLE_MARGIN = '1200px 0px';
/** The idle strategy's upper bound: a busy page still gets its islands. */
export const IDLE_TIMEOUT_MS = 4000;

/** At once. */
export const load: Strategy = (_root, run) => {
  run();
  return () => {};
};

/**
 * When the browser has nothing better to do: after the load event (images and fonts first),
 * then in an idle period.
 */
export const idle: Strategy = (_root, run) => {
  let cancel = () => {};
  const schedule = () => {
    if (typeof window.requestIdleCallback === 'function') {
      const handle = window.requestIdleCallback(() => run(), { timeout: IDLE_TIMEOUT_MS });
      cancel = () => window.cancelIdleCallback(handle);
    } else {
      const handle = window.setTimeout(run, 200);
      cancel = () => window.clearTimeout(handle);
    }
  };
  if (document.readyState === 'complete') schedule();
  else {
    window.addEventListener('load', schedule, { once: true });
    cancel = () => window.removeEventListener('load', schedule);
  }
  return () => cancel();
};

/**
 * When the island comes near the viewport. The root takes no box (`display: contents`), so its
 * children are observed instead.
 */
export const visible: Strategy = (root, run) => {
  if (!('IntersectionObserver' in window)) return load(root, run);
  const observer = new IntersectionObserver(
    (entries) => {
      if (!entries.some((entry) => entry.isIntersecting)) return;
      observer.disconnect();
      run();
    },
    { rootMargin: VISIBLE_MARGIN },
  );
  const targets = root.children.length > 0 ? Array.from(root.children) : [root];
  for (const target of targets) observer.observe(target);
  return () => observer.disconnect();
};

/** At the visitor's first scroll, tap, click or key press. */
export const interaction: Strategy = (_root, run) => {
  const events = ['scroll', 'pointerdown', 'touchstart', 'keydown'] as const;
  const fire = () => {
    stop();
    run();
  };
  const stop = () => {
    for (const type of events) window.removeEventListener(type, fire, { capture: true });
  };
  for (const type of events) window.addEventListener(type, fire, { capture: true, passive: true });
  return stop;
};

/** `second`, started once `first` has fired: e.g. idle time after the first interaction. */
export function after(first: Strategy, second: Strategy): Strategy {
  return (root, run) => {
    let cancelSecond: (() => void) | undefined;
    const cancelFirst = first(root, () => {
      cancelSecond = second(root, run);
    });
    return () => {
      cancelFirst();
      cancelSecond?.();
    };
  };
}

export const strategies: Record<string, Strategy> = { load, idle, visible };
