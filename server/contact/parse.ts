import type { FastifyRequest } from 'fastify';
import { FIELD_LIMITS, FIELD_NAMES, type FieldName } from '../../shared/contact.ts';

/**
 * Reads the multipart body of a form post into plain strings, within the multipart plugin's limits. Every way a body
 * can break the contract is answered with a 4xx and a reason code; nothing is ever cut short and kept (busboy only
 * truncates, so `valueTruncated` is checked).
 */

export type FormFields = Partial<Record<FieldName, string>>;

/** The multipart plugins' cap on a field name; the longest is 15 bytes (`form_start_time`). */
export const MAX_FIELD_NAME_BYTES = 32;

const STATUS = {
  'not-multipart': 415,
  'body-too-large': 413,
  'too-many-parts': 413,
  'field-too-long': 413,
  'file-part': 400,
  'unknown-field': 400,
  'repeated-field': 400,
  'bad-field': 400,
  malformed: 400,
} as const;
type ParseRejection = keyof typeof STATUS;

type ParseResult = { ok: true; fields: FormFields } | { ok: false; status: 400 | 413 | 415; reason: ParseRejection; field?: string };

function reject(reason: ParseRejection, field?: string): ParseResult {
  return { ok: false, status: STATUS[reason], reason, ...(field ? { field } : {}) };
}

const KNOWN = new Set<string>(FIELD_NAMES);

export async function parseForm(request: FastifyRequest): Promise<ParseResult> {
  if (!request.isMultipart()) return reject('not-multipart');
  return withinBodyLimit(request, request.routeOptions.bodyLimit, () => readParts(request), reject('body-too-large'));
}

/**
 * What `parse` makes of the body, or `tooLarge` once the body is over `limit` bytes (busboy counts none): an announced
 * Content-Length over it is refused unread; otherwise the bytes are counted as they arrive and the rest is never read.
 */
export async function withinBodyLimit<T>(request: FastifyRequest, limit: number, parse: () => Promise<T>, tooLarge: T): Promise<T> {
  if (Number(request.headers['content-length']) > limit) return tooLarge;
  // Counted from after `parse` has piped the request into busboy, so no chunk flows past the count.
  const parsed = parse();
  let received = 0;
  let onData: ((chunk: Buffer) => void) | undefined;
  const over = new Promise<T>((resolve) => {
    onData = (chunk) => {
      received += chunk.length;
      if (received > limit) {
        request.raw.off('data', onData!);
        request.raw.unpipe();
        resolve(tooLarge);
      }
    };
    request.raw.on('data', onData);
  });
  try {
    return await Promise.race([parsed, over]);
  } finally {
    request.raw.off('data', onData!);
  }
}

async function readParts(request: FastifyRequest): Promise<ParseResult> {
  const fields: FormFields = {};
  try {
    for await (const part of request.parts()) {
      if (part.type === 'file') return reject('file-part', part.fieldname);
      const name = part.fieldname;
      if (part.fieldnameTruncated || !KNOWN.has(name)) return reject('unknown-field', name.slice(0, MAX_FIELD_NAME_BYTES));
      const field = name as FieldName;
      if (fields[field] !== undefined) return reject('repeated-field', field);
      if (part.valueTruncated) return reject('field-too-long', field);
      // A part with `Content-Type: application/json` arrives parsed: only text is a form field.
      if (typeof part.value !== 'string' || !part.mimetype.startsWith('text/plain')) return reject('bad-field', field);
      // A browser counts a line break as one character for `maxlength` and sends it as CRLF:
      // counted as the textarea's own value (HTML § 4.10.11), so a full one is not refused.
      const value = part.value.replace(/\r\n?/g, '\n');
      if (value.length > FIELD_LIMITS[field]) return reject('field-too-long', field);
      fields[field] = value;
    }
  } catch (error) {
    return reject(REJECTIONS[(error as { code?: string }).code ?? ''] ?? 'malformed');
  }
  return { ok: true, fields };
}

/** @fastify/multipart and busboy errors by code: all of them are the client's doing; any other is `malformed`. */
const REJECTIONS: Partial<Record<string, ParseRejection>> = {
  FST_PARTS_LIMIT: 'too-many-parts',
  FST_FIELDS_LIMIT: 'too-many-parts',
  FST_FILES_LIMIT: 'file-part',
  FST_REQ_FILE_TOO_LARGE: 'file-part',
  FST_PROTO_VIOLATION: 'unknown-field',
  FST_INVALID_JSON_FIELD_ERROR: 'bad-field',
};

/** A field of a urlencoded post (plugins/external/form-body.ts) as one string: '' when it is missing, the first when it repeats, trimmed. */
export function field(body: unknown, name: string): string {
  const value = (body as Record<string, string | string[] | undefined> | undefined)?.[name];
  return (Array.isArray(value) ? value[0] : value)?.trim() ?? '';
}
