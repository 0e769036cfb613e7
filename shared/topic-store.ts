/**
 * The page-wide selected topic: the CTA links write it, the contact form follows it.
 * A value that is no topic (the historic default 'lightning', or a cleared store) means "nothing
 * selected": readers check it with isTopic() from contact.ts. Plain module state, so the effects
 * in the main module and the form island in its own chunk share one instance without React.
 * It imports nothing, so the main module stays free of the form's texts.
 */

/** The initial value; it matches no option, so the form shows its placeholder. */
export const NO_TOPIC = 'lightning';

type Listener<T> = (value: T) => void;

/** Its functions need no `this`: they can be handed on as they are (useSyncExternalStore, onChange). */
interface Store<T> {
  get: () => T;
  /** Sets the value and tells every subscriber; setting the current value again tells no one. */
  set: (value: T) => void;
  /** Returns the function that unsubscribes. */
  subscribe: (listener: Listener<T>) => () => void;
}

export function createStore<T>(initial: T): Store<T> {
  let value = initial;
  const listeners = new Set<Listener<T>>();
  return {
    get: () => value,
    set: (next) => {
      if (Object.is(next, value)) return;
      value = next;
      // A copy: a listener that unsubscribes while being called must not skip another.
      for (const listener of [...listeners]) listener(next);
    },
    subscribe: (listener) => {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
  };
}

/** The one selected-topic store of the page. */
export const selectedTopic: Store<string> = createStore<string>(NO_TOPIC);
