import { useEffect, useRef } from 'react';
import { FIELDS, isTopic, PLACEHOLDERS, type Topic } from '../contact.ts';
import { contactForm } from '../content/contact-form.ts';
import { selectedTopic } from '../topic-store.ts';
import { NativeSelect } from './FormField.tsx';
import { TopicSelect } from './TopicSelect.tsx';

interface TopicFieldProps {
  /** Id of the select (server) or combobox (hydrated); the label's is derived from it. */
  id: string;
  /** The form's topic (useTopic in ContactForm.tsx); '' shows the placeholder. */
  topic: string;
  topics: Topic[];
  /** Hydrated: the combobox replaces the native select. */
  enhanced: boolean;
}

/** The topic field. The server renders a native select; hydrated, it is the combobox. */
export function TopicField({ id, topic, topics, enhanced }: TopicFieldProps) {
  const selectRef = useRef<HTMLSelectElement>(null);
  const labelId = `${id}-label`;

  // A topic chosen in the native select before hydration is kept, unless a CTA link chose one.
  useEffect(() => {
    const chosen = selectRef.current?.value;
    if (isTopic(chosen, topics) && !isTopic(selectedTopic.get(), topics)) selectedTopic.set(chosen);
  }, [topics]);

  return (
    <div className="form__field">
      <label className="form__label" id={labelId} htmlFor={enhanced ? undefined : id}>
        {contactForm.labels.topic}
      </label>
      {enhanced ? (
        <TopicSelect id={id} labelId={labelId} value={topic} topics={topics} onChange={selectedTopic.set} />
      ) : (
        <NativeSelect ref={selectRef} id={id} name={FIELDS.topic} defaultValue={topic} placeholder={PLACEHOLDERS.topic} options={topics} />
      )}
    </div>
  );
}
