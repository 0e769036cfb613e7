import type { Steps } from '../content/types.ts';
import { softHyphens } from '../format.ts';

/** A numbered list of steps under its heading ("So läuft's", "So läuft es ab"). */
export function StepList({ steps, id, level: Heading = 'h3' }: { steps: Steps; id: string; level?: 'h2' | 'h3' }) {
  return (
    <div className="steps">
      <Heading id={id} className="steps__title">
        {softHyphens(steps.title)}
      </Heading>
      <ol className="steps__list" aria-labelledby={id}>
        <TitledItems items={steps.items} item="steps__item" block="steps" title={['p', 'name']} />
      </ol>
    </div>
  );
}

/** Titled texts as list items of the class `item` (the steps, an offer's scope): the title (`title`: its element and class in `block`), then the text. */
export function TitledItems(props: { items: Steps['items']; item: string; block: string; title?: ['h3' | 'p', string] }) {
  const { items, item, block, title: [Title, name] = ['h3', 'title'] } = props;
  return items.map((entry) => (
    <li key={entry.title} className={item}>
      <Title className={`${block}__${name}`}>{entry.title}</Title>
      <p className={`${block}__text`}>{entry.text}</p>
    </li>
  ));
}
