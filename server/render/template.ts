import zlib from 'node:zlib';
import { precompress, type Precompressed } from './encoding.ts';

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

/** Gzip member header (RFC 1952): deflate, no flags, no mtime, unknown OS. */
const GZIP_HEADER = Buffer.from([0x1f, 0x8b, 0x08, 0, 0, 0, 0, 0, 0, 0xff]);
/** The last deflate block: empty and stored, BFINAL set (RFC 1951 §3.2.4). */
const DEFLATE_LAST_BLOCK = Buffer.from([0x01, 0x00, 0x00, 0xff, 0xff]);
const MAX_STORED_BLOCK = 0xffff;
/** Deflate's window: a back-reference reaches at most this far. */
const WINDOW = 32 * 1024;

/** A rendered page: the same bytes for everyone, or with the form's slots to fill per request. */
export type PageTemplate = Precompressed | SlottedPage;

/** Splits a rendered page at its slot markers and makes its compressed forms once. */
export async function pageTemplate(html: Buffer): Promise<PageTemplate> {
  const text = html.toString('utf8');
  const parts: Array<Buffer | SlotName> = [];
  let last = 0;
  for (const match of text.matchAll(SLOT_PATTERN)) {
    parts.push(Buffer.from(text.slice(last, match.index), 'utf8'), SLOT_BY_MARKER.get(match[0])!);
    last = match.index + match[0].length;
  }
  if (parts.length === 0) return precompress(html);
  parts.push(Buffer.from(text.slice(last), 'utf8'));
  return SlottedPage.create(parts);
}

/**
 * A page with slots: its static parts, text between the markers (first and last are always
 * bytes), and each part deflated for gzip() with the page before it as its window.
 */
export class SlottedPage {
  /** The deflated parts per set of value lengths (the values change per request, their lengths do not). */
  private readonly deflatedByLengths = new Map<string, Array<Buffer | SlotName>>();

  private constructor(
    private readonly parts: Array<Buffer | SlotName>,
    /** CRC-32 of the first part, the bulk of the page, summed once. */
    private readonly headCrc: number,
  ) {}

  static create(parts: Array<Buffer | SlotName>): SlottedPage {
    return new SlottedPage(parts, zlib.crc32(parts[0] as Buffer));
  }

  /** The page's bytes with the slots filled; values must be HTML- and JSON-safe (they are: base64url and digits). */
  fill(values: SlotValues): Buffer {
    return Buffer.concat(this.parts.map((part) => (typeof part === 'string' ? Buffer.from(values[part]) : part)));
  }

  /**
   * The page with its slots filled, as a gzip member, without compressing anything per request:
   * the prebuilt deflate blocks of the static parts, each value as a stored block, the final
   * block and the trailer (CRC-32 and length of the whole page).
   */
  gzip(values: SlotValues): Buffer {
    const deflatedParts = this.deflated(values);
    const chunks: Buffer[] = [GZIP_HEADER];
    let crc = 0;
    let size = 0;
    this.parts.forEach((part, index) => {
      const data = typeof part === 'string' ? Buffer.from(values[part]) : part;
      if (data.length === 0) return;
      crc = index === 0 ? this.headCrc : zlib.crc32(data, crc);
      size += data.length;
      if (typeof part === 'string') chunks.push(...storedBlocks(data));
      else chunks.push(deflatedParts[index] as Buffer);
    });
    const trailer = Buffer.alloc(8);
    trailer.writeUInt32LE(crc >>> 0, 0);
    trailer.writeUInt32LE(size % 2 ** 32, 4);
    chunks.push(DEFLATE_LAST_BLOCK, trailer);
    return Buffer.concat(chunks);
  }

  /**
   * Each static part deflated with a sync flush (it ends on a byte boundary without the
   * final-block bit), so the parts, with stored blocks for the values between them, are one
   * valid deflate stream. Each part's dictionary is the page before it with every value as NUL
   * bytes of the value's length: a back-reference then has the distance it has in the sent
   * page, and never reaches into a value (no part holds a NUL byte, so no match spans one).
   * Compressed alone, the parts after the first were 1,060 bytes larger on the home page. Made
   * once per set of value lengths (the token and the time keep theirs), at most a few kept.
   */
  private deflated(values: SlotValues): Array<Buffer | SlotName> {
    const lengths = this.parts.map((part) => (typeof part === 'string' ? Buffer.byteLength(values[part]) : '')).join();
    let deflated = this.deflatedByLengths.get(lengths);
    if (deflated) return deflated;
    const withWindow = !this.parts.some((part) => typeof part !== 'string' && part.includes(0));
    let before = Buffer.alloc(0);
    deflated = this.parts.map((part) => {
      if (typeof part === 'string') {
        before = Buffer.concat([before, Buffer.alloc(Buffer.byteLength(values[part]))]).subarray(-WINDOW);
        return part;
      }
      const options = { level: 9, finishFlush: zlib.constants.Z_SYNC_FLUSH };
      const out =
        part.length === 0
          ? part
          : zlib.deflateRawSync(part, withWindow && before.length > 0 ? { ...options, dictionary: before } : options);
      before = Buffer.concat([before, part]).subarray(-WINDOW);
      return out;
    });
    if (this.deflatedByLengths.size >= 4) this.deflatedByLengths.clear();
    this.deflatedByLengths.set(lengths, deflated);
    return deflated;
  }
}

/** Raw bytes as non-final stored deflate blocks (the stream is byte-aligned between parts). */
function storedBlocks(data: Buffer): Buffer[] {
  const blocks: Buffer[] = [];
  for (let offset = 0; offset < data.length; offset += MAX_STORED_BLOCK) {
    const chunk = data.subarray(offset, offset + MAX_STORED_BLOCK);
    const header = Buffer.alloc(5);
    header.writeUInt16LE(chunk.length, 1);
    header.writeUInt16LE(~chunk.length & 0xffff, 3);
    blocks.push(header, chunk);
  }
  return blocks;
}
