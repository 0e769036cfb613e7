import type { ComponentProps, ReactNode } from 'react';
import type { MDXContent } from 'mdx/types';
import { textPages } from '../../content/site.ts';
import { ExternalLink } from '../ExternalLink.tsx';
import { Layout } from '../Layout.tsx';

/** A document of shared/content/prose/ as its compiled MDX module exports it (prose.d.ts). */
export interface ProseDocument {
  frontmatter: ProseFrontmatter;
  default: MDXContent;
}

/** Markdown links that leave the site open in a new tab, like every external link. */
function ProseLink({ href = '', children }: ComponentProps<'a'>) {
  return /^https?:/.test(href) ? <ExternalLink href={href}>{children}</ExternalLink> : <a href={href}>{children}</a>;
}

/** What the documents' Markdown renders with instead of the plain elements. */
export const proseComponents = { a: ProseLink };

/** The frame of the long text pages: back link, h1, content, back link. */
export function TextPage({ title, children, lead }: { title: string; lead?: ReactNode; children: ReactNode }) {
  const back = <a href="/">← {textPages.backLabel}</a>;
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
