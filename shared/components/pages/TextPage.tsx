import type { ReactNode } from 'react';
import type { Block, TextSection } from '../../content/types.ts';
import { Layout } from '../Layout.tsx';
import { RichText } from '../RichText.tsx';

/** The frame of the long text pages: back link, h1, content, back link. */
export function TextPage({ title, backLabel, children, lead }: { title: string; backLabel: string; lead?: ReactNode; children: ReactNode }) {
  return (
    <Layout className="text-page">
      <article className="prose">
        <p className="prose__back">
          <a href="/">← {backLabel}</a>
        </p>
        <h1 className="prose__title">{title}</h1>
        {lead}
        {children}
        <p className="prose__back prose__back--bottom">
          <a href="/">← {backLabel}</a>
        </p>
      </article>
    </Layout>
  );
}

export function Blocks({ blocks }: { blocks: readonly Block[] }) {
  return (
    <>
      {blocks.map((block, i) => {
        switch (block.kind) {
          case 'p':
            return (
              <p key={i}>
                <RichText text={block.text} />
              </p>
            );
          case 'h3':
            return <h3 key={i}>{block.text}</h3>;
          case 'list':
            return (
              <ul key={i}>
                {block.items.map((item, j) => (
                  <li key={j}>
                    <RichText text={item} />
                  </li>
                ))}
              </ul>
            );
          case 'address':
            return (
              <address key={i}>
                {block.lines.map((line, j) => (
                  <span key={j} className="address__line">
                    <RichText text={line} />
                  </span>
                ))}
              </address>
            );
        }
      })}
    </>
  );
}

export function Sections({ sections }: { sections: readonly TextSection[] }) {
  return (
    <>
      {sections.map((section) => (
        <section key={section.heading} id={section.id} className="prose__section">
          <h2>{section.heading}</h2>
          <Blocks blocks={section.blocks} />
        </section>
      ))}
    </>
  );
}
