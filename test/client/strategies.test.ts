import t from 'tap';
import { after, load, type Strategy } from '../../client/islands/strategies.ts';

/** A strategy that fires when the test says so and records whether it was cancelled. */
function manual() {
  const state = { started: 0, cancelled: false, run: undefined as undefined | (() => void) };
  const strategy: Strategy = (_root, run) => {
    state.started++;
    state.run = run;
    return () => (state.cancelled = true);
  };
  return { strategy, state, fire: () => state.run?.() };
}

const root = {} as Element;

t.test('strategies – load runs at once', async (t) => {
  let runs = 0;
  load(root, () => runs++);
  t.equal(runs, 1);
});

t.test('strategies – after(first, second) starts the second only when the first has fired', async (t) => {
  const first = manual();
  const second = manual();
  let runs = 0;
  after(first.strategy, second.strategy)(root, () => runs++);
  t.equal(second.state.started, 0, 'second waits');
  first.fire();
  t.equal(second.state.started, 1, 'second started');
  t.equal(runs, 0);
  second.fire();
  t.equal(runs, 1);
});

t.test('strategies – cancelling after() cancels whichever part is waiting', async (t) => {
  const first = manual();
  const second = manual();
  const cancel = after(first.strategy, second.strategy)(root, () => {});
  cancel();
  t.ok(first.state.cancelled, 'the first, while it waits');

  const a = manual();
  const b = manual();
  const cancelLater = after(a.strategy, b.strategy)(root, () => {});
  a.fire();
  cancelLater();
  t.ok(b.state.cancelled, 'the second, once it waits');
});

t.test('strategies – after() with a first strategy that fires at once', async (t) => {
  const second = manual();
  let runs = 0;
  const cancel = after(load, second.strategy)(root, () => runs++);
  t.equal(second.state.started, 1);
  cancel();
  t.ok(second.state.cancelled, 'still cancellable');
  t.equal(runs, 0);
});
