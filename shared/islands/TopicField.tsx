import { useEffect, useRef, useSyncExternalStore } from 'react';
import { FIELDS, isTopic, PLACEHOLDERS, TOPICS } from '../contact.ts';
import type { TopicValue } from '../content/types.ts';
import { NO_TOPIC, selectedTopic } from '../topic-store.ts';
import { NativeSelect } from './FormField.tsx';
import { TopicSelect } from './TopicSelect.tsx';

interface TopicFieldProps {
  /** Id of the select (server) or combobox (hydrated); the label's is derived from it. */
  id: string;
  label: string;
  /** The server's pre-selection (from `?anliegen=`); '' shows the placeholder. */
  initialTopic: TopicValue | '';
  /** Hydrated: the combobox replaces the native select. */
  enhanced: boolean;
}

/**
 * The topic field. The server renders a native select; hydrated, it is the combobox. Its value is
 * the page-wide selected topic (CTA links set it), or the server's pre-selection while the store
 * holds none.
 */
export function TopicField({ id, label, initialTopic, enhanced }: TopicFieldProps) {
  // The server knows no store: hydration starts from its pre-selection, then follows the store.
  const stored = useSyncExternalStore(selectedTopic.subscribe, selectedTopic.get, () => NO_TOPIC);
  const topic = isTopic(stored) ? stored : initialTopic;
  const selectRef = useRef<HTMLSelectElement>(null);
  const labelId = `${id}-label`;

  // A topic chosen in the native select before hydration is kept, unless a CTA link chose one.
  useEffect(() => {
    const chosen = selectRef.current?.value;
    if (isTopic(chosen) && !isTopic(selectedTopic.get())) selectedTopic.set(chosen);
  }, []);

  return (
    <div className="form__field">
      <label className="form__label" id={labelId} htmlFor={enhanced ? undefined : id}>
        {label}
      </label>
      {enhanced ? (
        <TopicSelect
          id={id}
          labelId={labelId}
          name={FIELDS.topic}
          value={topic}
          options={TOPICS}
          placeholder={PLACEHOLDERS.topic}
          onChange={selectedTopic.set}
        />
      ) : (
        <NativeSelect
          ref={selectRef}
          id={id}
          name={FIELDS.topic}
          defaultValue={initialTopic}
          placeholder={PLACEHOLDERS.topic}
          options={TOPICS}
        />
      )}
    </div>
  );
}
