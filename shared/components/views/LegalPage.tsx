import { Markdown } from '../Markdown.tsx';
import { useSite } from '../site-context.ts';
import { TextPage } from './TextPage.tsx';

/** The Impressum and the privacy statement: the document and when it was last revised. */
export function LegalPage({ doc }: { doc: { title: string; updated: string; body: string } }) {
  return (
    <TextPage title={doc.title}>
      <Markdown text={doc.body} sections />
      <p className="prose__updated">{`${useSite().content.site.textPages.updatedLabel} ${doc.updated}`}</p>
    </TextPage>
  );
}
