import type { Nodes, Parent, RootContent } from 'mdast';
import { fromMarkdown } from 'mdast-util-from-markdown';
import type { ReactNode } from 'react';
import { SiteLink } from '../ui/SiteLink.tsx';

/** `## Titel {#anker}`: a heading's own anchor. */
const ANCHOR = /\s*\{#([a-z][a-z0-9-]*)\}\s*$/;
/** Link targets a text may have; any other (javascript:, data:, …) is shown as its words only. */
const SAFE_HREF = /^(\/|#|https?:\/\/|mailto:|tel:)/;

/**
 * The owner's Markdown as elements. Text is text: raw HTML shows as typed, an image as its
 * description (no request anywhere), a link leaves the site only to an http(s) address. With
 * `sections`, one section per `##` heading (its anchor from `{#…}`); what comes before is the lead.
 */
export function Markdown({ text, sections: cut }: { text: string; sections?: boolean }) {
  const blocks = fromMarkdown(text).children;
  const first = blocks.findIndex((node) => node.type === 'heading' && node.depth === 2);
  if (!cut || first < 0) return <>{children(blocks)}</>;
  const sections: RootContent[][] = [];
  for (const node of blocks.slice(first)) {
    if (node.type === 'heading' && node.depth === 2) sections.push([]);
    sections.at(-1)!.push(node);
  }
  return (
    <>
      {blocks.slice(0, first).map((node, i) =>
        node.type === 'paragraph' ? (
          <p key={i} className="prose__lead">
            {children(node.children)}
          </p>
        ) : (
          render(node, i)
        ),
      )}
      {sections.map((section, i) => (
        <section key={i} id={anchorOf(section[0]!)}>
          {children(section)}
        </section>
      ))}
    </>
  );
}

/** A line of running text (an FAQ answer, a note): its links and emphasis, no blocks around it. */
export function Inline({ text }: { text: string }) {
  return <>{children(fromMarkdown(text).children.flatMap<Nodes>((node) => ('children' in node ? node.children : [node])))}</>;
}

const anchorOf = (node: Nodes) => ('children' in node ? ANCHOR.exec(plain(node))?.[1] : undefined);
const plain = (node: Nodes): string => ('value' in node ? node.value : 'children' in node ? node.children.map(plain).join('') : '');
const children = (nodes: readonly Nodes[]): ReactNode[] => nodes.map(render);

function render(node: Nodes, key: number): ReactNode {
  const inner = () => children((node as Parent).children);
  switch (node.type) {
    case 'text':
    case 'html':
    case 'inlineCode':
      return node.value;
    case 'paragraph':
      return <p key={key}>{inner()}</p>;
    case 'heading': {
      const Tag = `h${Math.min(Math.max(node.depth, 2), 4)}` as 'h2';
      const last = node.children.at(-1);
      const words =
        last?.type === 'text' ? [...node.children.slice(0, -1), { ...last, value: last.value.replace(ANCHOR, '') }] : node.children;
      return <Tag key={key}>{children(words)}</Tag>;
    }
    case 'emphasis':
      return <em key={key}>{inner()}</em>;
    case 'strong':
      return <strong key={key}>{inner()}</strong>;
    case 'break':
      return <br key={key} />;
    case 'blockquote':
      return <blockquote key={key}>{inner()}</blockquote>;
    case 'list': {
      const Tag = node.ordered ? 'ol' : 'ul';
      // A tight list's items hold their text directly, as hand-written HTML would.
      const items = node.children.map((item, i) => (
        <li key={i}>
          {node.spread
            ? children(item.children)
            : children(item.children.flatMap<Nodes>((c) => (c.type === 'paragraph' ? c.children : [c])))}
        </li>
      ));
      return <Tag key={key}>{items}</Tag>;
    }
    case 'link':
      if (!SAFE_HREF.test(node.url)) return <span key={key}>{inner()}</span>;
      return (
        <SiteLink key={key} href={node.url}>
          {inner()}
        </SiteLink>
      );
    case 'image':
      return node.alt ?? '';
    case 'thematicBreak':
      return <hr key={key} />;
    case 'code':
      return (
        <pre key={key}>
          <code>{node.value}</code>
        </pre>
      );
    default:
      // Definitions, footnotes and the like: Markdown the pages do not use.
      return null;
  }
}
