import t from 'tap';
import { startIslands, type HydrateIsland, type IslandLoader, type RegistryOptions } from '../../client/islands/registry.ts';
import type { Strategy } from '../../client/islands/strategies.ts';

/** Just enough of an element for the registry: attributes, a parent, closest('[attr]'). */
class FakeElement {
  readonly attributes = new Map<string, string>();
  constructor(
    attributes: Record<string, string>,
    readonly parentElement: FakeElement | null = null,
  ) {
    for (const [name, value] of Object.entries(attributes)) this.attributes.set(name, value);
  }
  getAttribute(name: string) {
    return this.attributes.get(name) ?? null;
  }
  hasAttribute(name: string) {
    return this.attributes.has(name);
  }
  setAttribute(name: string, value: string) {
    this.attributes.set(name, value);
  }
  removeAttribute(name: string) {
    this.attributes.delete(name);
  }
  closest(selector: string): FakeElement | null {
    const name = /^\[([\w-]+)\]$/.exec(selector)?.[1];
    if (!name) throw new Error(`unsupported selector ${selector}`);
    return this.hasAttribute(name) ? this : (this.parentElement?.closest(selector) ?? null);
  }
}

function island(name: string, strategy: string, props: unknown, parent: FakeElement | null = null) {
  return new FakeElement({ 'data-island': name, 'data-hydrate': strategy, 'data-props': JSON.stringify(props) }, parent);
}

function scope(...roots: FakeElement[]) {
  return { querySelectorAll: () => roots } as unknown as ParentNode;
}

/** A strategy that fires when the test says so. */
function manual() {
  const waiting: Array<() => void> = [];
  const strategy: Strategy = (_root, run) => void waiting.push(run);
  const fire = () => {
    for (const run of waiting.splice(0)) run();
  };
  return { strategy, fire };
}

const now: Strategy = (_root, run) => run();

/** An island module whose hydrate records its calls and commits at once. */
function recordingIsland() {
  const calls: Array<{ root: unknown; props: unknown }> = [];
  const hydrate: HydrateIsland = (root, props, hooks) => {
    calls.push({ root, props });
    hooks.hydrated();
  };
  let loads = 0;
  const loader: IslandLoader = async () => {
    loads++;
    return { default: hydrate };
  };
  return { calls, loader, loads: () => loads };
}

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

function logger() {
  const lines: Array<[string, unknown]> = [];
  return { lines, log: (message: string, detail: unknown) => lines.push([message, detail]) };
}

t.test('island registry – hydrates a root with its own props when its strategy fires, then marks it', async (t) => {
  const form = recordingIsland();
  const wait = manual();
  const root = island('ContactForm', 'visible', { idPrefix: 'contact', mode: 'mock' });
  const { lines, log } = logger();
  startIslands(scope(root), { islands: { ContactForm: form.loader }, strategies: { visible: wait.strategy }, log });

  await flush();
  t.equal(form.loads(), 0, 'no code before the strategy fires');
  t.notOk(root.hasAttribute('data-hydrated'));

  wait.fire();
  await flush();
  t.equal(form.loads(), 1);
  t.same(form.calls, [{ root, props: { idPrefix: 'contact', mode: 'mock' } }]);
  t.ok(root.hasAttribute('data-hydrated'), 'data-hydrated after the first commit');
  t.same(lines, []);
});

t.test('island registry – each root waits for its own strategy; a missing data-hydrate means load', async (t) => {
  const a = recordingIsland();
  const wait = manual();
  const first = island('A', 'visible', { n: 1 });
  const second = new FakeElement({ 'data-island': 'A', 'data-props': '{"n":2}' });
  startIslands(scope(first, second), { islands: { A: a.loader }, strategies: { visible: wait.strategy, load: now } });
  await flush();
  t.same(
    a.calls.map((c) => c.props),
    [{ n: 2 }],
  );
  wait.fire();
  await flush();
  t.same(
    a.calls.map((c) => c.props),
    [{ n: 2 }, { n: 1 }],
  );
});

t.test('island registry – a failing island logs its name and the others still hydrate', async (t) => {
  const good = recordingIsland();
  const { lines, log } = logger();
  const broken = new Error('chunk failed');
  const roots = {
    unknown: island('Nope', 'load', {}),
    rejects: island('Rejects', 'load', {}),
    throws: island('Throws', 'load', {}),
    badProps: new FakeElement({ 'data-island': 'Good', 'data-hydrate': 'load', 'data-props': '{not json' }),
    badStrategy: island('Good', 'on-a-full-moon', {}),
    good: island('Good', 'load', { ok: true }),
  };
  const options: RegistryOptions = {
    islands: {
      Good: good.loader,
      Rejects: () => Promise.reject(broken),
      Throws: async () => ({
        default: () => {
          throw new Error('render failed');
        },
      }),
    },
    strategies: { load: now },
    log,
  };
  startIslands(scope(...Object.values(roots)), options);
  await flush();

  t.same(
    good.calls.map((c) => c.props),
    [{ ok: true }],
    'the healthy island hydrated',
  );
  t.ok(roots.good.hasAttribute('data-hydrated'));
  const messages = lines.map(([message]) => message).sort();
  t.same(messages, [
    'island "Good" failed',
    'island "Good" failed',
    'island "Nope" failed',
    'island "Rejects" failed',
    'island "Throws" failed',
  ]);
  t.ok(
    lines.some(([, detail]) => detail === broken),
    'the error is logged with it',
  );
  for (const name of ['unknown', 'rejects', 'throws', 'badProps', 'badStrategy'] as const) {
    t.ok(roots[name].hasAttribute('data-island-failed'), `${name} is marked failed`);
    t.notOk(roots[name].hasAttribute('data-hydrated'), `${name} is not marked hydrated`);
  }
});

t.test('island registry – islands never nest', async (t) => {
  const good = recordingIsland();
  const { lines, log } = logger();
  const outer = island('Good', 'load', {});
  const inner = island('Good', 'load', {}, new FakeElement({}, outer));
  startIslands(scope(outer, inner), { islands: { Good: good.loader }, strategies: { load: now }, log });
  await flush();
  t.equal(good.calls.length, 1, 'only the outer island hydrates');
  t.equal(good.calls[0]?.root, outer);
  t.same(
    lines.map(([m]) => m),
    ['island "Good" failed'],
  );
  t.match(String((lines[0]?.[1] as Error).message), /never nest/);
});

t.test('island registry – preload fetches the code early, hydration reuses it', async (t) => {
  const form = recordingIsland();
  const wait = manual();
  const idle = manual();
  const root = island('ContactForm', 'visible', {});
  startIslands(scope(root), { islands: { ContactForm: form.loader }, strategies: { visible: wait.strategy }, preload: idle.strategy });

  idle.fire();
  await flush();
  t.equal(form.loads(), 1, 'code loaded when idle');
  t.equal(form.calls.length, 0, 'but not hydrated');
  wait.fire();
  await flush();
  t.equal(form.loads(), 1, 'not loaded twice');
  t.equal(form.calls.length, 1, 'hydrated when visible');
});

t.test('island registry – when the strategy fires first, a later preload loads nothing more', async (t) => {
  const form = recordingIsland();
  const wait = manual();
  const idle = manual();
  startIslands(scope(island('ContactForm', 'visible', {})), {
    islands: { ContactForm: form.loader },
    strategies: { visible: wait.strategy },
    preload: idle.strategy,
  });
  wait.fire();
  await flush();
  idle.fire();
  await flush();
  t.equal(form.loads(), 1);
  t.equal(form.calls.length, 1);
});

t.test('island registry – a failed preload is retried by the hydration', async (t) => {
  const wait = manual();
  const idle = manual();
  let attempts = 0;
  const form = recordingIsland();
  const flaky: IslandLoader = () => (++attempts === 1 ? Promise.reject(new Error('offline')) : form.loader());
  const root = island('ContactForm', 'visible', {});
  const { lines, log } = logger();
  startIslands(scope(root), { islands: { ContactForm: flaky }, strategies: { visible: wait.strategy }, preload: idle.strategy, log });
  idle.fire();
  await flush();
  wait.fire();
  await flush();
  t.equal(attempts, 2);
  t.ok(root.hasAttribute('data-hydrated'));
  t.same(lines, [], 'a failed preload alone is not reported');
});

t.test('island registry – a recovered error is logged with the name, the island stays hydrated', async (t) => {
  const { lines, log } = logger();
  const root = island('ContactForm', 'load', {});
  const mismatch = new Error('hydration mismatch');
  startIslands(scope(root), {
    islands: {
      ContactForm: async () => ({
        default: (_root, _props, hooks) => {
          hooks.recovered(mismatch);
          hooks.hydrated();
        },
      }),
    },
    strategies: { load: now },
    log,
  });
  await flush();
  t.same(lines, [['island "ContactForm" recovered from an error', mismatch]]);
  t.ok(root.hasAttribute('data-hydrated'));
  t.notOk(root.hasAttribute('data-island-failed'));
});
