/**
 * Drives the hero's particle field (particle-field.ts): at the screen's pixel density (capped at
 * 2×), redrawn on resize, paused while the canvas is off screen or the tab hidden, and under
 * reduced motion one static frame. The canvas reports its state in `data-state` (moving,
 * paused, still).
 *
 * The field draws in a worker on an OffscreenCanvas (the URL comes from the server in
 * `data-worker`). A frame's script takes about 0.1 ms, but each frame drawn on the page's canvas
 * is a rendering update of the main thread: Lighthouse on `/` (mobile), nine runs each way
 * taking turns on a busy 2-core machine, gave a median performance of 97 and Total Blocking
 * Time of 205 ms with the worker, 70 and 4,810 ms without it. Browsers without OffscreenCanvas
 * draw here.
 */
import type { MotionState, ParticleMessage } from './particle-field.ts';
import { watchMotion } from './motion.ts';

type Send = (message: ParticleMessage) => void;

export function particles(doc: Document): void {
  const canvas = doc.querySelector<HTMLCanvasElement>('canvas[data-particles]');
  if (!canvas) return;
  let send: Send | undefined;
  let onScreen = true;
  let reduced = true;
  const update = () => send?.({ type: 'allow', allowed: !reduced && onScreen && doc.visibilityState === 'visible' });

  new ResizeObserver((entries) => {
    const { width, height } = entries[entries.length - 1]!.contentRect;
    send ??= start(canvas);
    send({ type: 'resize', width, height, density: Math.min(window.devicePixelRatio || 1, 2) });
    update();
  }).observe(canvas);
  new IntersectionObserver((entries) => {
    onScreen = entries.some((entry) => entry.isIntersecting);
    update();
  }).observe(canvas);
  doc.addEventListener('visibilitychange', update);
  watchMotion((motionReduced) => {
    reduced = motionReduced;
    update();
  });
}

/**
 * Starts the field in the worker, or in the page. Called at the first resize report, after the
 * page's first layout: the style read here, made while the script started, forced that layout
 * inside the script's own task.
 */
function start(canvas: HTMLCanvasElement): Send {
  const style = getComputedStyle(canvas);
  const colors = {
    dot: style.getPropertyValue('--accent-light').trim() || '#e3c27f',
    line: style.getPropertyValue('--on-dark').trim() || '#f4f1ea',
  };
  const report = (state: MotionState) => (canvas.dataset.state = state);
  if (canvas.dataset.worker && 'transferControlToOffscreen' in canvas) {
    const worker = new Worker(canvas.dataset.worker, { name: 'particles' });
    worker.onmessage = (event: MessageEvent<MotionState>) => report(event.data);
    worker.onerror = (event) => console.error('particles worker failed', event.message);
    const offscreen = canvas.transferControlToOffscreen();
    worker.postMessage({ type: 'init', canvas: offscreen, colors } satisfies ParticleMessage, [offscreen]);
    return (message) => worker.postMessage(message);
  }
  // Only this fallback loads the field into the page; messages wait for it in order.
  const handler = import('./particle-field.ts').then(({ particleHandler }) => {
    const handle = particleHandler(report);
    handle({ type: 'init', canvas, colors });
    return handle;
  });
  return (message) => void handler.then((handle) => handle(message));
}
