import { createHash } from 'node:crypto';

/**
 * A rendered page with holes for the values that differ per request (the form's signed token
 * and start time). The page is rendered once with these marker strings in place; each request
 * then only joins the prebuilt byte slices with its own values. The markers are plain ASCII so
 * they come out identical in attributes and in JSON props.
 */
export const SLOTS = {
  token: '__FORM_TOKEN__',
  startTime: '__FORM_START_TIME__',
} as const;

export type SlotName = keyof typeof SLOTS;
export type SlotValues = Record<SlotName, string>;

const SLOT_PATTERN = new RegExp(Object.values(SLOTS).join('|'), 'g');
const SLOT_BY_MARKER = new Map<string, SlotName>(Object.entries(SLOTS).map(([name, marker]) => [marker, name as SlotName]));

export class PageTemplate {
  private readonly parts: Array<Buffer | SlotName>;
  /** Strong ETag of the bytes; only meaningful when the page has no slots. */
  readonly etag: string;
  readonly hasSlots: boolean;

  constructor(html: Buffer) {
    const text = html.toString('utf8');
    this.parts = [];
    let last = 0;
    for (const match of text.matchAll(SLOT_PATTERN)) {
      this.parts.push(Buffer.from(text.slice(last, match.index), 'utf8'), SLOT_BY_MARKER.get(match[0])!);
      last = match.index + match[0].length;
    }
    this.parts.push(Buffer.from(text.slice(last), 'utf8'));
    this.hasSlots = this.parts.length > 1;
    this.etag = `"${createHash('sha256').update(html).digest('base64url').slice(0, 27)}"`;
  }

  /** The page's bytes with the slots filled; values must be HTML- and JSON-safe (they are: base64url and digits). */
  fill(values: SlotValues): Buffer {
    if (!this.hasSlots) return this.parts[0] as Buffer;
    return Buffer.concat(this.parts.map((part) => (typeof part === 'string' ? Buffer.from(values[part]) : part)));
  }
}
