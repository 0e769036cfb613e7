import type { LetterContent } from '../../content/types.ts';
import { RichText } from '../RichText.tsx';
import { TextPage } from './TextPage.tsx';

export function LetterPage({ content }: { content: LetterContent }) {
  return (
    <TextPage title={content.title} backLabel={content.backLabel} lead={<p className="prose__dateline">{content.dateline}</p>}>
      <div className="letter">
        <p className="letter__salutation">{content.salutation}</p>
        {content.paragraphs.map((paragraph, i) => (
          <p key={i}>
            <RichText text={paragraph} />
          </p>
        ))}
        <p className="letter__closing">{content.closing}</p>
        <p className="letter__signature">{content.signature}</p>
        {content.postscript ? <p className="letter__postscript">{content.postscript}</p> : null}
      </div>
    </TextPage>
  );
}
