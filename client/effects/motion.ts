/** `prefers-reduced-motion`, shared by the effects. */
const QUERY = '(prefers-reduced-motion: reduce)';

export function prefersReducedMotion(): boolean {
  return window.matchMedia(QUERY).matches;
}

/**
 * Runs `start(reduced)` now and again whenever the preference changes, after calling the
 * cleanup the previous run returned. Returns the function that stops watching and cleans up.
 */
export function watchMotion(start: (reduced: boolean) => (() => void) | void): () => void {
  const query = window.matchMedia(QUERY);
  let stop = start(query.matches) ?? (() => {});
  const onChange = () => {
    stop();
    stop = start(query.matches) ?? (() => {});
  };
  query.addEventListener('change', onChange);
  return () => {
    query.removeEventListener('change', onChange);
    stop();
  };
}
