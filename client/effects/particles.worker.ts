/**
 * Draws the hero's particles on an OffscreenCanvas, off the main thread: a visitor's taps and
 * scrolls never wait for a particle frame. The page (particles.ts) tells it the size and when it
 * may move; it answers with its state.
 */
import type { ParticleColors } from './particle-field.ts';
import { ParticleMotion, type FrameScheduler, type MotionState } from './particle-motion.ts';

export type ToWorker =
  | { type: 'init'; canvas: OffscreenCanvas; colors: ParticleColors; width: number; height: number; density: number }
  | { type: 'resize'; width: number; height: number; density: number }
  | { type: 'allow'; allowed: boolean };

export interface FromWorker {
  type: 'state';
  state: MotionState;
}

interface WorkerScope {
  postMessage(message: FromWorker): void;
  onmessage: ((event: MessageEvent<ToWorker>) => void) | null;
  requestAnimationFrame?: (callback: (now: number) => void) => number;
  cancelAnimationFrame?: (handle: number) => void;
}
const scope = self as unknown as WorkerScope;

// Animation frames in workers where the browser has them (Chromium, Firefox); timers elsewhere.
const frames: FrameScheduler = scope.requestAnimationFrame
  ? { request: (cb) => scope.requestAnimationFrame!(cb), cancel: (h) => scope.cancelAnimationFrame!(h) }
  : { request: (cb) => setTimeout(() => cb(performance.now()), 1000 / 60) as unknown as number, cancel: (h) => clearTimeout(h) };

let motion: ParticleMotion | undefined;

scope.onmessage = ({ data }) => {
  switch (data.type) {
    case 'init': {
      const context = data.canvas.getContext('2d');
      if (!context) return;
      motion = new ParticleMotion(context, data.colors, frames, (state) => scope.postMessage({ type: 'state', state }));
      motion.resize(data.width, data.height, data.density);
      break;
    }
    case 'resize':
      motion?.resize(data.width, data.height, data.density);
      break;
    case 'allow':
      motion?.setAllowed(data.allowed);
      break;
  }
};
