/** `prefers-reduced-motion`, shared by the effects. */
export const REDUCED_MOTION = '(prefers-reduced-motion: reduce)';

/**
 * Runs `start(reduced)` now and again whenever the preference changes, after calling the
 * cleanup the previous run returned.
 */
export function watchMotion(start: (reduced: boolean) => (() => void) | void): void {
  const query = window.matchMedia(REDUCED_MOTION);
  let stop = start(query.matches);
  query.addEventListener('change', () => {
    stop?.();
    stop = start(query.matches);
  });
}
