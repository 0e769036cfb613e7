import { fill, type Content } from '../../content/index.ts';
import { CtaButton } from '../CtaButton.tsx';
import { Markdown } from '../Markdown.tsx';
import { useSite } from '../site-context.ts';
import { TextPage } from './TextPage.tsx';

/** Reading speed for the reading time: a common figure for German non-fiction. */
const WORDS_PER_MINUTE = 200;

/** The letter: byline and reading time under the title, the call to action after it. */
export function LetterPage({ letter }: { letter: Content['prose']['letter'] }) {
  const { letterCta, byline } = useSite().content.site.textPages;
  const minutes = Math.max(1, Math.round(letter.body.split(/\s+/).filter(Boolean).length / WORDS_PER_MINUTE));
  return (
    <TextPage title={letter.title} lead={<p className="prose__byline">{fill(byline, { minuten: String(minutes) })}</p>}>
      <div className="letter">
        <p className="letter__dateline">{letter.dateline}</p>
        <p className="letter__salutation">{letter.salutation}</p>
        <Markdown text={letter.body} />
        <p className="letter__closing">{letter.closing}</p>
        <p className="letter__signature">{letter.signature}</p>
        <p className="letter__postscript">{letter.postscript}</p>
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
