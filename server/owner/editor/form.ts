// A section's form read back: its posted fields rebuilt into content by walking the same schemas
// the form was made from (Fields.tsx), so nothing but the schema's fields is ever read, and a
// list's „hinzufügen“, „Entfernen“, „Nach oben“ and „Nach unten“ applied to what was posted.
import { contentSchema, type Content } from '../../../shared/content/index.ts';
import type { Node } from '../../content/check.ts';

/** A posted form as @fastify/formbody parses it (a repeated field is a list). */
export type Posted = Record<string, unknown>;

/** A post that is not one of the editor's forms: a field the schema does not have, a repeated one, a list past its cap. */
export class ForeignForm extends Error {}

export const getAt = (value: unknown, path: string[]) =>
  path.reduce<unknown>((node, key) => (node as Record<string, unknown> | undefined)?.[key], value);

/** Whether `path` lies in one of a form's `parts`. */
export const inParts = (parts: string[][], path: string[]) => parts.some((part) => part.every((key, i) => path[i] === key));

/** The schema at `path` in the content (a list's index: its item's). */
export const schemaAt = (path: string[]) =>
  path.reduce<Node | undefined>((node, key) => (node?.type === 'array' ? node.items : node?.properties?.[key]), contentSchema as Node);

/** A field's place, as the owner reads it: „Angebote › Angebot 2 › Preis in Euro“. */
export const placeOf = (path: string[]) =>
  path
    .map((key, i) => {
      const [list, schema] = [schemaAt(path.slice(0, i)), schemaAt(path.slice(0, i + 1))];
      return list?.type === 'array' ? `${schema?.title ?? 'Eintrag'} ${Number(key) + 1}` : (schema?.title ?? key);
    })
    .join(' › ');

/** A new list item for the owner to fill: empty texts, the lowest number, no tick, the first choice, empty lists. */
function empty(schema: Node): unknown {
  if (schema.properties) return Object.fromEntries(Object.entries(schema.properties).map(([key, child]) => [key, empty(child)]));
  if (schema.enum) return schema.enum[0];
  return ({ array: [], boolean: false, integer: schema.minimum ?? 0 } as Record<string, unknown>)[schema.type ?? ''] ?? '';
}

/**
 * `base` (the draft) with each of `parts` as the form posted it. Texts stay as typed (only the
 * CRLF a browser sends for a line break becomes LF, as its maxlength counted it); a number that
 * is none stays text, for the schema's message. A list's own field holds its length. Throws
 * ForeignForm for any field besides the schema's, `revision`, `basis` and `aktion`.
 */
export function readForm(parts: string[][], body: Posted, base: Content): Content {
  const read = new Set(['revision', 'basis', 'aktion']);
  const valueOf = (schema: Node, name: string): unknown => {
    if (schema.properties)
      return Object.fromEntries(Object.entries(schema.properties).map(([key, child]) => [key, valueOf(child, `${name}.${key}`)]));
    read.add(name);
    const raw = body[name] ?? '';
    if (typeof raw !== 'string') throw new ForeignForm(`${name} is not one field`);
    const text = raw.replace(/\r\n?/g, '\n');
    if (schema.type === 'boolean') return text === 'ja';
    if (schema.type === 'integer') return /^-?\d{1,15}$/.test(text) ? Number(text) : text;
    if (schema.type !== 'array') return text;
    const length = /^\d{1,3}$/.test(text) ? Number(text) : Infinity;
    if (length > (schema.maxItems ?? 0)) throw new ForeignForm(`${name} is past its cap`);
    return Array.from({ length }, (_, i) => valueOf(schema.items!, `${name}.${i}`));
  };
  const next = structuredClone(base);
  for (const part of parts) (getAt(next, part.slice(0, -1)) as Posted)[part.at(-1)!] = valueOf(schemaAt(part)!, part.join('.'));
  const foreign = Object.keys(body).find((name) => !read.has(name));
  if (foreign !== undefined) throw new ForeignForm(`${foreign} is no field of this form`);
  return next;
}

/**
 * Applies a list button (`neu:offers`, `entfernen:offers.2`, `hoch:…`, `runter:…`) to `content`,
 * in place: a copy readForm made. Returns the field name to show (the item moved or added, the
 * list removed from); throws ForeignForm for a button no list of `parts` has.
 */
export function applyListAction(content: Content, parts: string[][], action: string): string {
  const [op, target = ''] = action.split(':', 2);
  const path = target.split('.');
  const [last, index] = [path.at(-1)!, Number(path.at(-1))];
  const listPath = op === 'neu' ? path : path.slice(0, -1);
  const [list, schema] = [getAt(content, listPath), schemaAt(listPath)];
  if (!inParts(parts, path) || !Array.isArray(list) || schema?.type !== 'array') throw new ForeignForm(`${action} names no list`);
  if (op === 'neu' && list.length < (schema.maxItems ?? 0)) return `${target}.${list.push(empty(schema.items!)) - 1}`;
  const to = index + (op === 'hoch' ? -1 : op === 'runter' ? 1 : 0);
  if (!/^\d+$/.test(last) || index >= list.length || !(to >= 0 && to < list.length)) throw new ForeignForm(`${action} names no item`);
  if (op === 'entfernen') return (list.splice(index, 1), listPath.join('.'));
  if (to === index) throw new ForeignForm(`${action} is no list button`);
  [list[index], list[to]] = [list[to] as unknown, list[index] as unknown];
  return `${listPath.join('.')}.${to}`;
}
