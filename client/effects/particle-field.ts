/**
 * The hero's particle field as a plain class, as Fresh's WaveTank: 40 particles drifting at
 * speed 0.3, bouncing off the edges, joined by a line when closer than 100 px. It draws in the
 * particles' worker, or in the page where there is no OffscreenCanvas (particles.ts).
 *
 * WCAG 2.2.2 (Pause, Stop, Hide): the motion starts by itself, so it stops by itself within
 * 5 seconds of moving: it slows down over the last part and then stands still as a picture.
 * Only the time it moves counts.
 */
import { seededRandom, seedFrom } from '../../shared/random.ts';

const PARTICLES = { count: 40, speed: 0.3, linkDistance: 100 } as const;
/** Motion time in total; WCAG 2.2.2 allows moving content without a pause control up to 5 s. */
export const MOTION_LIMIT_MS = 4800;
/** The last part of the motion time, in which the particles slow down to a stop. */
const SLOWDOWN_MS = 1200;
const FRAME_MS = 1000 / 60;

export type MotionState = 'moving' | 'paused' | 'still';
type ParticleColors = Record<'dot' | 'line', string>;
/** Animation frames; a handle is never 0. Workers have them wherever OffscreenCanvas exists. */
export interface Frames {
  request(callback: (now: number) => void): number;
  cancel(handle: number): void;
}
type Context = CanvasRenderingContext2D | OffscreenCanvasRenderingContext2D;

/** What particles.ts tells the field, through the worker's messages or directly in the page. */
export type ParticleMessage =
  | { type: 'init'; canvas: HTMLCanvasElement | OffscreenCanvas; colors: ParticleColors }
  | { type: 'resize'; width: number; height: number; density: number }
  | { type: 'allow'; allowed: boolean };

export function particleHandler(onState: (state: MotionState) => void): (message: ParticleMessage) => void {
  let field: ParticleField | undefined;
  return (message) => {
    if (message.type === 'init') {
      // Either canvas gives a 2D context with the same drawing methods.
      const context = (message.canvas as OffscreenCanvas).getContext('2d');
      if (context) field = new ParticleField(context, message.colors, onState);
    } else if (message.type === 'resize') field?.resize(message.width, message.height, message.density);
    else field?.setAllowed(message.allowed);
  };
}

export class ParticleField {
  /** Positions as a share of the width and height (a resize keeps the picture); velocities in px per 60 Hz frame. */
  private readonly particles: Array<{ x: number; y: number; vx: number; vy: number; radius: number }>;
  private width = 0;
  private height = 0;
  private moved = 0;
  private frame = 0;
  private last = 0;

  constructor(
    private readonly context: Context,
    private readonly colors: ParticleColors,
    private readonly onState: (state: MotionState) => void,
    private readonly frames: Frames = { request: (cb) => requestAnimationFrame(cb), cancel: (h) => cancelAnimationFrame(h) },
  ) {
    const random = seededRandom(seedFrom('hero'));
    const velocity = () => (random() * 2 - 1) * PARTICLES.speed;
    this.particles = Array.from({ length: PARTICLES.count }, () => ({
      x: random(),
      y: random(),
      vx: velocity(),
      vy: velocity(),
      radius: 1 + random() * 1.5,
    }));
  }

  /** New size in CSS pixels and the backing store's density; redraws at once. */
  resize(width: number, height: number, density: number): void {
    this.width = width;
    this.height = height;
    this.context.canvas.width = Math.round(width * density);
    this.context.canvas.height = Math.round(height * density);
    this.context.setTransform(density, 0, 0, density, 0, 0);
    this.draw();
  }

  /** Moves while `allowed` (motion wanted, on screen, tab visible) and motion time is left. */
  setAllowed(allowed: boolean): void {
    const run = allowed && this.moved < MOTION_LIMIT_MS;
    if (run && !this.frame) {
      this.last = 0;
      this.frame = this.frames.request(this.tick);
    } else if (!run && this.frame) {
      this.frames.cancel(this.frame);
      this.frame = 0;
    }
    this.onState(run ? 'moving' : this.moved >= MOTION_LIMIT_MS ? 'still' : 'paused');
  }

  private readonly tick = (now: number) => {
    const elapsed = this.last ? Math.min(now - this.last, 100) : FRAME_MS;
    this.last = now;
    this.moved = Math.min(MOTION_LIMIT_MS, this.moved + elapsed);
    const left = MOTION_LIMIT_MS - this.moved;
    this.step((elapsed / FRAME_MS) * Math.min(1, left / SLOWDOWN_MS));
    this.draw();
    this.frame = left > 0 ? this.frames.request(this.tick) : 0;
    if (!left) this.onState('still');
  };

  /** Moves every particle by `frames` 60 Hz frames' worth of its velocity. */
  private step(frames: number): void {
    const { width, height } = this;
    if (!width || !height) return;
    for (const p of this.particles) {
      const x = p.x * width + p.vx * frames;
      const y = p.y * height + p.vy * frames;
      if (x < 0 || x > width) p.vx = -p.vx;
      if (y < 0 || y > height) p.vy = -p.vy;
      p.x = Math.max(0, Math.min(1, x / width));
      p.y = Math.max(0, Math.min(1, y / height));
    }
  }

  private draw(): void {
    const { context, width, height } = this;
    const max = PARTICLES.linkDistance;
    const points = this.particles.map((p) => ({ x: p.x * width, y: p.y * height, r: p.radius }));
    context.clearRect(0, 0, width, height);
    context.lineWidth = 1;
    context.strokeStyle = this.colors.line;
    for (const [i, a] of points.entries()) {
      for (const b of points.slice(i + 1)) {
        const distance = Math.hypot(a.x - b.x, a.y - b.y);
        if (distance >= max) continue;
        context.globalAlpha = 0.35 * (1 - distance / max);
        context.beginPath();
        context.moveTo(a.x, a.y);
        context.lineTo(b.x, b.y);
        context.stroke();
      }
    }
    context.globalAlpha = 0.8;
    context.fillStyle = this.colors.dot;
    for (const p of points) {
      context.beginPath();
      context.arc(p.x, p.y, p.r, 0, Math.PI * 2);
      context.fill();
    }
    context.globalAlpha = 1;
  }
}
