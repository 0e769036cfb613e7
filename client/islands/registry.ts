/**
 * The island registry: finds the roots the server marked (`data-island`, `data-hydrate`,
 * `data-props`), waits for each root's strategy, loads the island's code and hydrates it.
 * Framework-free: an island module brings its own hydrate function (see react.tsx). An island
 * that fails logs its name and leaves the page alone.
 */
import type { Strategy } from './strategies.ts';

/** What the registry hands an island's hydrate function. */
export interface IslandHooks {
  /** The island committed its first render: the root gets `data-hydrated`. */
  hydrated(): void;
  /** The island is broken (it stays server HTML or is put back to it). */
  failed(error: unknown): void;
  /** The island recovered by itself (e.g. a hydration mismatch); worth a log, not a failure. */
  recovered(error: unknown): void;
}

export type HydrateIsland = (root: HTMLElement, props: unknown, hooks: IslandHooks) => void;
export type IslandLoader = () => Promise<{ default: HydrateIsland }>;

export interface RegistryOptions {
  /** Island name -> its code, loaded with import() so it lands in its own chunk. */
  islands: Record<string, IslandLoader>;
  strategies: Record<string, Strategy>;
  /** Loads an island's code early, without hydrating, if it fires before the island's strategy. */
  preload?: Strategy;
  log?: (message: string, detail: unknown) => void;
}

export const ATTR = {
  name: 'data-island',
  strategy: 'data-hydrate',
  props: 'data-props',
  hydrated: 'data-hydrated',
  failed: 'data-island-failed',
} as const;

/** Starts every island under `scope`; returns a function that cancels the pending waits. */
export function startIslands(scope: ParentNode, options: RegistryOptions): () => void {
  const log = options.log ?? ((message, detail) => console.error(message, detail));
  const cancels: Array<() => void> = [];
  for (const root of Array.from(scope.querySelectorAll<HTMLElement>(`[${ATTR.name}]`))) {
    const cancel = startIsland(root, options, log);
    if (cancel) cancels.push(cancel);
  }
  return () => {
    for (const cancel of cancels) cancel();
  };
}

function startIsland(root: HTMLElement, options: RegistryOptions, log: NonNullable<RegistryOptions['log']>) {
  const name = root.getAttribute(ATTR.name) ?? '';
  const fail = (error: unknown) => {
    root.setAttribute(ATTR.failed, '');
    log(`island "${name}" failed`, error);
  };
  const hooks: IslandHooks = {
    hydrated: () => root.setAttribute(ATTR.hydrated, ''),
    failed: fail,
    recovered: (error) => log(`island "${name}" recovered from an error`, error),
  };

  if (root.parentElement?.closest(`[${ATTR.name}]`)) return fail(new Error('islands never nest'));
  const loader = options.islands[name];
  if (!loader) return fail(new Error('no island of this name in the registry'));
  const strategyName = root.getAttribute(ATTR.strategy) || 'load';
  const strategy = options.strategies[strategyName];
  if (!strategy) return fail(new Error(`unknown hydration strategy "${strategyName}"`));
  let props: unknown;
  try {
    props = JSON.parse(root.getAttribute(ATTR.props) ?? '{}');
  } catch (error) {
    return fail(error);
  }

  let code: ReturnType<IslandLoader> | undefined;
  const loadCode = () => (code ??= loader());
  let cancelPreload = () => {};
  let started = false;
  const cancelHydrate = strategy(root, () => {
    if (started) return;
    started = true;
    cancelPreload();
    loadCode()
      .then((module) => module.default(root, props, hooks))
      .catch(fail);
  });
  if (!started && options.preload) {
    cancelPreload = options.preload(root, () => {
      // A failed preload is forgotten: the hydration tries again and reports.
      loadCode().catch(() => (code = undefined));
    });
  }
  return () => {
    cancelHydrate();
    cancelPreload();
  };
}
