import t from 'tap';
import { MOTION_LIMIT_MS, ParticleField, type Frames, type MotionState } from '../../client/effects/particle-field.ts';

/** A 2D context that only counts what is drawn. */
function fakeContext() {
  const calls = { clear: 0, stroke: 0, fill: 0 };
  const context = {
    canvas: { width: 0, height: 0 },
    setTransform() {},
    clearRect: () => calls.clear++,
    beginPath() {},
    moveTo() {},
    lineTo() {},
    arc() {},
    stroke: () => calls.stroke++,
    fill: () => calls.fill++,
    lineWidth: 1,
    strokeStyle: '',
    fillStyle: '',
    globalAlpha: 1,
  };
  return { context: context as unknown as CanvasRenderingContext2D, calls };
}

/** Frames that run only when the test says so, 60 per second. */
function manualFrames() {
  let pending: ((now: number) => void) | undefined;
  let now = 0;
  const scheduler: Frames = {
    request: (cb) => ((pending = cb), 1),
    cancel: () => (pending = undefined),
  };
  const run = (ms: number) => {
    for (let t = 0; t < ms && pending; t += 1000 / 60) {
      const cb = pending;
      pending = undefined;
      now += 1000 / 60;
      cb(now);
    }
  };
  return {
    scheduler,
    run,
    get waiting() {
      return pending !== undefined;
    },
  };
}

const colors = { dot: '#fff', line: '#fff' };

t.test('particles – WCAG 2.2.2: the motion stops for good within 5 s of moving', async (t) => {
  t.ok(MOTION_LIMIT_MS <= 5000);
  const { context, calls } = fakeContext();
  const frames = manualFrames();
  const states: MotionState[] = [];
  const motion = new ParticleField(context, colors, (s) => states.push(s), frames.scheduler);
  motion.resize(400, 800, 2);
  t.equal(context.canvas.width, 800, 'drawn at the pixel density');
  motion.setAllowed(true);
  t.equal(states.at(-1), 'moving');
  frames.run(MOTION_LIMIT_MS - 100);
  t.ok(frames.waiting, 'still moving before the limit');
  frames.run(200);
  t.equal(states.at(-1), 'still');
  t.notOk(frames.waiting, 'no frame asked for after the limit');
  const drawn = calls.clear;
  motion.setAllowed(true);
  t.notOk(frames.waiting, 'allowing again does not restart it');
  t.equal(calls.clear, drawn);
});

t.test('particles – the 5 s count only while they may move', async (t) => {
  const { context } = fakeContext();
  const frames = manualFrames();
  const states: MotionState[] = [];
  const motion = new ParticleField(context, colors, (s) => states.push(s), frames.scheduler);
  motion.resize(400, 800, 1);
  motion.setAllowed(true);
  frames.run(3000);
  motion.setAllowed(false);
  t.equal(states.at(-1), 'paused');
  t.notOk(frames.waiting);
  motion.setAllowed(true);
  frames.run(1500);
  t.equal(states.at(-1), 'moving', 'time left after a pause');
  frames.run(1000);
  t.equal(states.at(-1), 'still');
});

t.test('particles – under reduced motion one frame is drawn and nothing moves', async (t) => {
  const { context, calls } = fakeContext();
  const frames = manualFrames();
  const states: MotionState[] = [];
  const motion = new ParticleField(context, colors, (s) => states.push(s), frames.scheduler);
  motion.resize(400, 800, 1);
  motion.setAllowed(false);
  t.equal(calls.clear, 1, 'one static frame');
  t.equal(calls.fill, 40, '40 particles');
  t.equal(states.at(-1), 'paused');
  t.notOk(frames.waiting);
});
