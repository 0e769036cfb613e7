import { textPages } from '../../content/site.ts';
import { CtaButton } from '../CtaButton.tsx';
import { proseComponents, TextPage, type ProseDocument } from './TextPage.tsx';

/** The letter: byline and reading time under the title, the call to action after it. */
export function LetterPage({ doc: { frontmatter, default: Content } }: { doc: ProseDocument }) {
  const { letterCta } = textPages;
  return (
    <TextPage title={frontmatter.title} lead={<p className="prose__byline">{textPages.byline(frontmatter.readingMinutes)}</p>}>
      <div className="letter">
        <Content components={proseComponents} />
      </div>
      <aside className="letter-cta" aria-labelledby="letter-cta-title">
        <h2 id="letter-cta-title" className="letter-cta__title">
          {letterCta.title}
        </h2>
        <p>{letterCta.text}</p>
        <CtaButton link={letterCta.link} />
      </aside>
    </TextPage>
  );
}
