/**
 * The hero's particle canvas (SPEC §9: 40 particles, speed 0.3, lines under 100 px).
 *
 * WCAG 2.2.2 (Pause, Stop, Hide): the motion starts by itself, so it stops by itself within
 * 5 seconds: it slows down over the last second and then stands still as a static picture.
 * The canvas is pure decoration; a pause button would be a control in the hero that exists only
 * to switch off a decoration. Under reduced motion it never moves: one static frame.
 *
 * It draws at the screen's pixel density (capped at 2×), pauses while off screen or while the
 * tab is hidden (the 5 seconds count only while it moves), and redraws on resize.
 */
import { seededRandom, seedFrom } from '../../shared/random.ts';
import { watchMotion } from './motion.ts';
import { ParticleField, type ParticleColors } from './particle-field.ts';

export const PARTICLES = { count: 40, speed: 0.3, linkDistance: 100 } as const;
/** Motion time in total; WCAG 2.2.2 allows moving content without a pause control up to 5 s. */
export const MOTION_LIMIT_MS = 4800;
/** The last part of the motion time, in which the particles slow down to a stop. */
const SLOWDOWN_MS = 1200;
const FRAME_MS = 1000 / 60;
const MAX_DENSITY = 2;

export function particles(doc: Document): () => void {
  const canvas = doc.querySelector<HTMLCanvasElement>('canvas[data-particles]');
  const context = canvas?.getContext('2d');
  if (!canvas || !context) return () => {};

  const field = new ParticleField(PARTICLES, seededRandom(seedFrom('hero')));
  const style = getComputedStyle(canvas);
  const colors: ParticleColors = {
    dot: style.getPropertyValue('--accent-light').trim() || '#e3c27f',
    line: style.getPropertyValue('--on-dark').trim() || '#f4f1ea',
  };
  const draw = () => field.draw(context, colors);

  const resize = () => {
    const { width, height } = canvas.getBoundingClientRect();
    const density = Math.min(window.devicePixelRatio || 1, MAX_DENSITY);
    canvas.width = Math.round(width * density);
    canvas.height = Math.round(height * density);
    context.setTransform(density, 0, 0, density, 0, 0);
    field.resize(width, height);
    draw();
  };
  resize();
  const resizeObserver = 'ResizeObserver' in window ? new ResizeObserver(() => resize()) : undefined;
  resizeObserver?.observe(canvas);

  let moved = 0;
  let onScreen = true;
  let motionAllowed = false;
  let frame = 0;
  let last = 0;

  const tick = (now: number) => {
    const elapsed = last ? Math.min(now - last, 100) : FRAME_MS;
    last = now;
    moved = Math.min(MOTION_LIMIT_MS, moved + elapsed);
    const left = MOTION_LIMIT_MS - moved;
    const pace = left < SLOWDOWN_MS ? left / SLOWDOWN_MS : 1;
    field.step((elapsed / FRAME_MS) * pace);
    draw();
    frame = left > 0 ? requestAnimationFrame(tick) : 0;
  };
  const update = () => {
    const run = motionAllowed && onScreen && doc.visibilityState === 'visible' && moved < MOTION_LIMIT_MS;
    if (run && !frame) {
      last = 0;
      frame = requestAnimationFrame(tick);
    } else if (!run && frame) {
      cancelAnimationFrame(frame);
      frame = 0;
    }
  };

  const visibility = new IntersectionObserver((entries) => {
    onScreen = entries.some((entry) => entry.isIntersecting);
    update();
  });
  visibility.observe(canvas);
  doc.addEventListener('visibilitychange', update);
  const stopWatching = watchMotion((reduced) => {
    motionAllowed = !reduced;
    update();
  });

  return () => {
    stopWatching();
    visibility.disconnect();
    resizeObserver?.disconnect();
    doc.removeEventListener('visibilitychange', update);
    cancelAnimationFrame(frame);
    frame = 0;
  };
}
