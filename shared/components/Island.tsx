import type { ReactNode } from 'react';

export type HydrationStrategy = 'load' | 'idle' | 'visible';

interface IslandProps {
  /** Key in the client's island registry. */
  name: string;
  hydrate: HydrationStrategy;
  /** Plain JSON; the client hydrates the same component with exactly these props. */
  props: object;
  children: ReactNode;
}

/**
 * Marks the root of an island. The client registry finds it, loads the component when the
 * strategy fires and hydrates this element's children. Islands never nest. The wrapper takes
 * no layout (`display: contents` in the stylesheet).
 */
export function Island({ name, hydrate, props, children }: IslandProps) {
  return (
    <div className="island" data-island={name} data-hydrate={hydrate} data-props={JSON.stringify(props)}>
      {children}
    </div>
  );
}
