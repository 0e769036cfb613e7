import { textPages } from '../../content/site.ts';
import { proseComponents, TextPage, type ProseDocument } from './TextPage.tsx';

/** The Impressum and the privacy statement: the document and when it was last revised. */
export function LegalPage({ doc: { frontmatter, default: Content } }: { doc: ProseDocument }) {
  return (
    <TextPage title={frontmatter.title}>
      <Content components={proseComponents} />
      {frontmatter.updated ? <p className="prose__updated">{textPages.updated(frontmatter.updated)}</p> : null}
    </TextPage>
  );
}
