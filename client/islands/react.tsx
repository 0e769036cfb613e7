/**
 * The React side of an island: hydrates the server HTML in place and reports to the registry.
 * Only island chunks import this file, so React never reaches the main module.
 */
import { useEffect, type ComponentType, type ReactNode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import type { HydrateIsland } from './registry.ts';

/** Calls `onCommit` once the island's first render is committed. */
function Committed({ onCommit, children }: { onCommit: () => void; children: ReactNode }) {
  useEffect(onCommit, [onCommit]);
  return children;
}

export function reactIsland<P extends object>(Component: ComponentType<P>): HydrateIsland {
  return (root, props, hooks) => {
    // If the island breaks, React removes its DOM; the server HTML is put back so the visitor
    // keeps a form that posts without JavaScript.
    const serverHtml = root.innerHTML;
    hydrateRoot(
      root,
      <Committed onCommit={() => hooks.hydrated()}>
        <Component {...(props as P)} />
      </Committed>,
      {
        onRecoverableError: (error) => hooks.recovered(error),
        onUncaughtError: (error) => {
          hooks.failed(error);
          root.removeAttribute('data-hydrated');
          setTimeout(() => (root.innerHTML = serverHtml));
        },
      },
    );
  };
}
