import t from 'tap';
import { serial } from '../../server/serial.ts';

t.test('serial – each task starts after the one before has settled, a failed one included', async (t) => {
  const queue = serial();
  const events: string[] = [];
  const task =
    (name: string, fail = false) =>
    async () => {
      events.push(`${name} starts`);
      await new Promise((resolve) => setImmediate(resolve));
      events.push(`${name} ends`);
      if (fail) throw new Error(name);
      return name;
    };
  const results = await Promise.allSettled([queue(task('a')), queue(task('b', true)), queue(task('c'))]);
  t.strictSame(events, ['a starts', 'a ends', 'b starts', 'b ends', 'c starts', 'c ends']);
  t.strictSame(
    results.map((result) => (result.status === 'fulfilled' ? result.value : (result.reason as Error).message)),
    ['a', 'b', 'c'],
    'each caller gets its own task’s outcome',
  );
});
