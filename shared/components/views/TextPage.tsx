import type { ReactNode } from 'react';
import { Layout } from '../Layout.tsx';
import { useSite } from '../site-context.ts';

/** The frame of the long text pages: back link, h1, content, back link. */
export function TextPage({ title, children, lead }: { title: string; lead?: ReactNode; children: ReactNode }) {
  const back = <a href="/">← {useSite().content.site.textPages.backLabel}</a>;
  return (
    <Layout className="text-page">
      <article className="prose">
        <p className="prose__back">{back}</p>
        <h1 className="prose__title">{title}</h1>
        {lead}
        {children}
        <p className="prose__back prose__back--bottom">{back}</p>
      </article>
    </Layout>
  );
}
