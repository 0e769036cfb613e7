import { createContext, useContext, type ReactNode } from 'react';

/**
 * The islands the site has, by the name in `data-island`: the Island marker takes only these, and
 * the client's registry must have a loader for each (a type error otherwise).
 */
export type IslandName = 'ContactForm';

/** Collects the islands a page renders, so the document loads the client script only when there is one. */
export const IslandsRendered = createContext<Set<IslandName> | null>(null);

interface IslandProps {
  /** Key in the client's island registry. */
  name: IslandName;
  hydrate: 'load' | 'idle' | 'visible';
  /** Plain JSON; the client hydrates the same component with exactly these props. */
  props: object;
  children: ReactNode;
}

/**
 * Marks the root of an island, whose children the client hydrates when the strategy fires.
 * Islands never nest. The wrapper takes no layout (`display: contents` in the stylesheet).
 */
export function Island({ name, hydrate, props, children }: IslandProps) {
  useContext(IslandsRendered)?.add(name);
  return (
    <div className="island" data-island={name} data-hydrate={hydrate} data-props={JSON.stringify(props)}>
      {children}
    </div>
  );
}
