import { parse, type HTMLElement } from 'node-html-parser';

/** Parses a page and normalises text: non-breaking spaces count as spaces in assertions. */
export function parseHtml(html: string): HTMLElement {
  return parse(html, { comment: false });
}

export function text(node: HTMLElement | null | undefined): string {
  return (node?.textContent ?? '')
    .replace(/\u00a0/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}
