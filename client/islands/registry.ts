/**
 * The island registry: finds the roots the server marked (`data-island`, `data-hydrate`,
 * `data-props`), waits for each root's strategy, loads the island's code and hydrates it.
 * Framework-free: an island module brings its own hydrate function (see react.tsx). An island
 * that fails logs its name and leaves the page alone.
 */
import type { Strategy } from './strategies.ts';

/** What the registry hands an island's hydrate function. */
interface IslandHooks {
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

export function startIslands(scope: ParentNode, options: RegistryOptions): void {
  for (const root of scope.querySelectorAll<HTMLElement>('[data-island]')) startIsland(root, options);
}

function startIsland(root: HTMLElement, { islands, strategies, preload, log = console.error }: RegistryOptions) {
  const name = root.getAttribute('data-island') ?? '';
  const hooks: IslandHooks = {
    hydrated: () => root.setAttribute('data-hydrated', ''),
    failed: (error) => {
      root.setAttribute('data-island-failed', '');
      log(`island "${name}" failed`, error);
    },
    recovered: (error) => log(`island "${name}" recovered from an error`, error),
  };
  const strategyName = root.getAttribute('data-hydrate') || 'load';
  const loader = islands[name];
  const strategy = strategies[strategyName];
  if (root.parentElement?.closest('[data-island]')) return hooks.failed(new Error('islands never nest'));
  if (!loader) return hooks.failed(new Error('no island of this name in the registry'));
  if (!strategy) return hooks.failed(new Error(`unknown hydration strategy "${strategyName}"`));

  let code: ReturnType<IslandLoader> | undefined;
  const loadCode = () => (code ??= loader());
  strategy(root, () => {
    loadCode()
      .then((module) => module.default(root, JSON.parse(root.getAttribute('data-props') ?? '{}'), hooks))
      .catch((error) => hooks.failed(error));
  });
  // A failed preload is forgotten: the hydration tries again and reports.
  preload?.(root, () => void loadCode().catch(() => (code = undefined)));
}
