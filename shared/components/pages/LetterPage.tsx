import type { LetterContent } from '../../content/types.ts';
import { CtaButton } from '../CtaButton.tsx';
import { RichText } from '../RichText.tsx';
import { TextPage } from './TextPage.tsx';

export function LetterPage({ content }: { content: LetterContent }) {
  return (
    <TextPage title={content.title} backLabel={content.backLabel} lead={<p className="prose__dateline">{content.dateline}</p>}>
      <div className="letter">
        <p className="letter__salutation">{content.salutation}</p>
        {content.paragraphs.map((part, i) =>
          typeof part === 'object' && 'heading' in part ? (
            <h2 key={i} className="letter__heading">
              {part.heading}
            </h2>
          ) : (
            <p key={i}>
              <RichText text={part} />
            </p>
          ),
        )}
        <p className="letter__closing">{content.closing}</p>
        <p className="letter__signature">{content.signature}</p>
        {content.postscript ? <p className="letter__postscript">{content.postscript}</p> : null}
      </div>
      <aside className="letter-cta" aria-labelledby="letter-cta-title">
        <h2 id="letter-cta-title" className="letter-cta__title">
          {content.cta.title}
        </h2>
        <p>{content.cta.text}</p>
        <CtaButton link={content.cta.link} />
      </aside>
    </TextPage>
  );
}
