/** Content still invented (`placeholder: true` or `[Platzhalter: …]`), by where it is: the build's reminder and the owner's to-do. */
import type { TSchema } from 'typebox';
import { contentSchema, type Content } from './index.ts';

/** How an invented text marks itself. */
const MARKER = /\[Platzhalter:[^\]]*\]/g;

type Node = TSchema & { title?: string; properties?: Record<string, Node>; items?: Node };

export function placeholders(content: Content): string[] {
  const found: string[] = [];
  const walk = (schema: Node | undefined, value: unknown, where: string[]) => {
    if (typeof value === 'string') for (const [marker] of value.matchAll(MARKER)) found.push(`${where.join(' › ')}: ${marker}`);
    if (!value || typeof value !== 'object') return;
    if (Array.isArray(value)) return value.forEach((item, i) => walk(schema?.items, item, [...where, String(i + 1)]));
    const record = value as Record<string, unknown>;
    const name = [record.name, record.title, record.label].find((part) => typeof part === 'string');
    if (record.placeholder === true) found.push(`${where.join(' › ')} (${String(name)})`);
    for (const [key, item] of Object.entries(record))
      walk(schema?.properties?.[key], item, [...where, schema?.properties?.[key]?.title ?? key]);
  };
  walk(contentSchema, content, []);
  return found;
}
