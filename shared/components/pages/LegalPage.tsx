import type { LegalPageContent } from '../../content/types.ts';
import { RichText } from '../RichText.tsx';
import { Sections, TextPage } from './TextPage.tsx';

export function LegalPage({ content }: { content: LegalPageContent }) {
  return (
    <TextPage
      title={content.title}
      backLabel={content.backLabel}
      lead={
        content.intro ? (
          <p className="prose__lead">
            <RichText text={content.intro} />
          </p>
        ) : undefined
      }
    >
      <Sections sections={content.sections} />
      <p className="prose__updated">{content.updated}</p>
    </TextPage>
  );
}
