import type { Steps } from '../content/types.ts';
import { softHyphens } from '../format.ts';

/** A numbered list of steps under its heading ("So läuft's", "So läuft es ab"). */
export function StepList({ steps, id, level = 'h3' }: { steps: Steps; id: string; level?: 'h2' | 'h3' }) {
  const Heading = level;
  return (
    <div className="steps">
      <Heading id={id} className="steps__title">
        {softHyphens(steps.title)}
      </Heading>
      <ol className="steps__list" aria-labelledby={id}>
        {steps.items.map((step) => (
          <li key={step.title} className="steps__item">
            <p className="steps__name">{step.title}</p>
            <p className="steps__text">{step.text}</p>
          </li>
        ))}
      </ol>
    </div>
  );
}
