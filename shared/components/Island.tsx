import { createContext, useContext, type ReactNode } from 'react';

/** The islands by their `data-island` name; the client's registry must have a loader for each (a type error otherwise). */
export type IslandName = 'ContactForm';

/** Collects the islands a page renders, so the document loads the client script only when there is one. */
export const IslandsRendered = createContext<Set<IslandName> | null>(null);

interface IslandProps {
  name: IslandName;
  hydrate: 'load' | 'idle' | 'visible';
  /** Plain JSON; the client hydrates the same component with exactly these props. */
  props: object;
  children: ReactNode;
}

/** An island's root, hydrated when its strategy fires; islands never nest, and it takes no layout (`display: contents`). */
export function Island({ name, hydrate, props, children }: IslandProps) {
  useContext(IslandsRendered)?.add(name);
  return (
    <div className="island" data-island={name} data-hydrate={hydrate} data-props={JSON.stringify(props)}>
      {children}
    </div>
  );
}
