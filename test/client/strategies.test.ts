import t from 'tap';
import { interaction, load } from '../../client/islands/strategies.ts';

const root = {} as Element;

t.test('strategies – load runs at once', async (t) => {
  let runs = 0;
  load(root, () => runs++);
  t.equal(runs, 1);
});

t.test('strategies – interaction runs once, at the first of scroll, tap or key press, and stops listening', async (t) => {
  const listeners = new Map<string, () => void>();
  const fakeWindow = {
    addEventListener: (type: string, listener: () => void) => listeners.set(type, listener),
    removeEventListener: (type: string) => listeners.delete(type),
  };
  t.intercept(globalThis, 'window', { value: fakeWindow });
  let runs = 0;
  interaction(root, () => runs++);
  t.same([...listeners.keys()].sort(), ['keydown', 'pointerdown', 'scroll', 'touchstart']);
  listeners.get('keydown')!();
  t.equal(runs, 1);
  t.equal(listeners.size, 0, 'no listener left');
});
