/**
 * The particles' motion over time, shared by the worker and the main-thread fallback: it
 * moves only while allowed, counts only the time it moves, slows down over the last part and
 * stops for good when the motion time is used up (WCAG 2.2.2).
 */
import { ParticleField, type ParticleColors, type DrawingContext } from './particle-field.ts';
import { seededRandom, seedFrom } from '../../shared/random.ts';

export const PARTICLES = { count: 40, speed: 0.3, linkDistance: 100 } as const;
/** Motion time in total; WCAG 2.2.2 allows moving content without a pause control up to 5 s. */
export const MOTION_LIMIT_MS = 4800;
/** The last part of the motion time, in which the particles slow down to a stop. */
const SLOWDOWN_MS = 1200;
const FRAME_MS = 1000 / 60;

export interface FrameScheduler {
  request(callback: (now: number) => void): number;
  cancel(handle: number): void;
}

export type MotionState = 'moving' | 'paused' | 'still';

export class ParticleMotion {
  private readonly field = new ParticleField(PARTICLES, seededRandom(seedFrom('hero')));
  private moved = 0;
  private frame = 0;
  private last = 0;
  private running = false;

  constructor(
    private readonly context: DrawingContext,
    private readonly colors: ParticleColors,
    private readonly frames: FrameScheduler,
    private readonly onState: (state: MotionState) => void = () => {},
  ) {}

  /** New size in CSS pixels and the backing store's density; redraws at once. */
  resize(width: number, height: number, density: number): void {
    const canvas = this.context.canvas;
    canvas.width = Math.round(width * density);
    canvas.height = Math.round(height * density);
    this.context.setTransform(density, 0, 0, density, 0, 0);
    this.field.resize(width, height);
    this.field.draw(this.context, this.colors);
  }

  /** Moves while `allowed` (motion wanted, on screen, tab visible) and motion time is left. */
  setAllowed(allowed: boolean): void {
    const run = allowed && this.moved < MOTION_LIMIT_MS;
    if (run && !this.running) {
      this.last = 0;
      this.frame = this.frames.request(this.tick);
    } else if (!run && this.running) {
      this.frames.cancel(this.frame);
      this.frame = 0;
    }
    this.running = run;
    this.onState(run ? 'moving' : this.moved >= MOTION_LIMIT_MS ? 'still' : 'paused');
  }

  stop(): void {
    this.frames.cancel(this.frame);
    this.frame = 0;
    this.running = false;
  }

  private readonly tick = (now: number) => {
    const elapsed = this.last ? Math.min(now - this.last, 100) : FRAME_MS;
    this.last = now;
    this.moved = Math.min(MOTION_LIMIT_MS, this.moved + elapsed);
    const left = MOTION_LIMIT_MS - this.moved;
    const pace = left < SLOWDOWN_MS ? left / SLOWDOWN_MS : 1;
    this.field.step((elapsed / FRAME_MS) * pace);
    this.field.draw(this.context, this.colors);
    if (left > 0) {
      this.frame = this.frames.request(this.tick);
    } else {
      this.frame = 0;
      this.running = false;
      this.onState('still');
    }
  };
}
