/**
 * The hero's particle canvas (40 particles, speed 0.3, lines under 100 px).
 *
 * WCAG 2.2.2 (Pause, Stop, Hide): the motion starts by itself, so it stops by itself within
 * 5 seconds: it slows down over the last second and then stands still as a static picture.
 * The canvas is pure decoration; a pause button would be a control in the hero that exists only
 * to switch off a decoration. Under reduced motion it never moves: one static frame.
 *
 * The frames are drawn in a worker on an OffscreenCanvas (the URL comes from the server in
 * `data-worker`), so they never block the main thread: drawing them here cost 50–150 ms long
 * tasks on a throttled phone. Browsers without OffscreenCanvas draw here instead. It draws at
 * the screen's pixel density (capped at 2×), pauses while off screen or while the tab is hidden
 * (the 5 seconds count only while it moves), and redraws on resize. The canvas reports its state
 * in `data-state` (moving, paused, still).
 */
import type { ParticleColors } from './particle-field.ts';
import type { MotionState } from './particle-motion.ts';
import type { FromWorker, ToWorker } from './particles.worker.ts';
import { watchMotion } from './motion.ts';

const MAX_DENSITY = 2;

/** The canvas's size in CSS pixels and the backing store's density. */
interface Size {
  width: number;
  height: number;
  density: number;
}

interface Sink {
  resize(size: Size): void;
  allow(allowed: boolean): void;
  stop(): void;
}

export function particles(doc: Document): () => void {
  const canvas = doc.querySelector<HTMLCanvasElement>('canvas[data-particles]');
  if (!canvas) return () => {};
  const report = (state: MotionState) => {
    canvas.dataset.state = state;
  };

  let sink: Sink | undefined;
  let stopped = false;
  let allowed = false;
  /** As last reported. */
  let size: Size = { width: 0, height: 0, density: 1 };
  const attach = (made: Sink | undefined) => {
    if (!made) return;
    if (stopped) return made.stop();
    sink = made;
    sink.allow(allowed);
  };
  // Everything that reads style or layout waits for the first resize report, which comes after
  // the page's first layout: read while the script starts, it forced that layout inside the
  // script's own task.
  const start = () => {
    const style = getComputedStyle(canvas);
    const colors: ParticleColors = {
      dot: style.getPropertyValue('--accent-light').trim() || '#e3c27f',
      line: style.getPropertyValue('--on-dark').trim() || '#f4f1ea',
    };
    const inWorker = workerSink(canvas, colors, size, report);
    if (inWorker) attach(inWorker);
    else void pageSink(canvas, colors, () => size, report).then(attach);
  };

  let started = false;
  const resizeObserver = new ResizeObserver((entries) => {
    const box = entries[entries.length - 1]!.contentRect;
    size = { width: box.width, height: box.height, density: Math.min(window.devicePixelRatio || 1, MAX_DENSITY) };
    if (started) sink?.resize(size);
    else start();
    started = true;
  });
  resizeObserver.observe(canvas);

  let onScreen = true;
  let motionWanted = false;
  const update = () => {
    allowed = motionWanted && onScreen && doc.visibilityState === 'visible';
    sink?.allow(allowed);
  };
  const visibility = new IntersectionObserver((entries) => {
    onScreen = entries.some((entry) => entry.isIntersecting);
    update();
  });
  visibility.observe(canvas);
  doc.addEventListener('visibilitychange', update);
  const stopWatching = watchMotion((reduced) => {
    motionWanted = !reduced;
    update();
  });

  return () => {
    stopped = true;
    stopWatching();
    visibility.disconnect();
    resizeObserver.disconnect();
    doc.removeEventListener('visibilitychange', update);
    sink?.stop();
  };
}

/** Draws in the worker on an OffscreenCanvas; undefined where the browser cannot. */
function workerSink(canvas: HTMLCanvasElement, colors: ParticleColors, size: Size, report: (state: MotionState) => void): Sink | undefined {
  const workerUrl = canvas.dataset.worker;
  if (!workerUrl || !('transferControlToOffscreen' in canvas) || typeof Worker === 'undefined') return undefined;
  const worker = new Worker(workerUrl, { name: 'particles' });
  const send = (message: ToWorker, transfer: Transferable[] = []) => worker.postMessage(message, transfer);
  worker.onmessage = (event: MessageEvent<FromWorker>) => report(event.data.state);
  worker.onerror = (event) => console.error('particles worker failed', event.message);
  const offscreen = canvas.transferControlToOffscreen();
  send({ type: 'init', canvas: offscreen, colors, ...size }, [offscreen]);
  return {
    resize: (next) => send({ type: 'resize', ...next }),
    allow: (value) => send({ type: 'allow', allowed: value }),
    stop: () => worker.terminate(),
  };
}

/** Draws in the page, at the size it has once the motion code is loaded (only here: it otherwise lives in the worker). */
async function pageSink(
  canvas: HTMLCanvasElement,
  colors: ParticleColors,
  size: () => Size,
  report: (state: MotionState) => void,
): Promise<Sink | undefined> {
  const context = canvas.getContext('2d');
  if (!context) return undefined;
  const { ParticleMotion } = await import('./particle-motion.ts');
  const motion = new ParticleMotion(
    context,
    colors,
    { request: requestAnimationFrame.bind(window), cancel: cancelAnimationFrame.bind(window) },
    report,
  );
  const { width, height, density } = size();
  motion.resize(width, height, density);
  return {
    resize: (next) => motion.resize(next.width, next.height, next.density),
    allow: (value) => motion.setAllowed(value),
    stop: () => motion.stop(),
  };
}
