/**
 * The page-wide selected topic: the CTA links write it, the contact form follows it; a value that is no topic
 * means "nothing selected" (readers check with isTopic() from contact.ts). Plain module state, so the effects in the
 * main module and the form island in its own chunk share one instance without React. It imports nothing, so the main
 * module stays free of the form's texts.
 */

/** The initial value; it matches no option, so the form shows its placeholder. */
export const NO_TOPIC = 'lightning';

/**
 * A value with subscribers. Its functions need no `this`, so they can be handed on as they are
 * (useSyncExternalStore, onChange); setting the current value again tells no one.
 */
export function createStore<T>(initial: T) {
  let value = initial;
  const listeners = new Set<(value: T) => void>();
  return {
    get: () => value,
    set: (next: T) => {
      if (Object.is(next, value)) return;
      value = next;
      // A copy: a listener that unsubscribes while being called must not skip another.
      for (const listener of [...listeners]) listener(next);
    },
    /** Returns the function that unsubscribes. */
    subscribe: (listener: (value: T) => void) => {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
  };
}

export const selectedTopic = createStore<string>(NO_TOPIC);
