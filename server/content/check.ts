// The content's schema, read for the owner: what is wrong with an edit, at its field and in
// German, and what changed between two versions, a line a field. Both walk the TypeBox schemas of
// shared/content/ by their titles, so a new field needs no word here.
import Value from 'typebox/value';
import type { TSchema } from 'typebox';
import { contentSchema, type Content } from '../../shared/content/index.ts';
import type { FieldProblem } from './store.ts';

/** A schema as this module and the editor's form (server/owner/editor/) read it. */
export type Node = TSchema & {
  title?: string;
  description?: string;
  type?: string;
  properties?: Record<string, Node>;
  items?: Node;
  enum?: string[];
  minimum?: number;
  maximum?: number;
  maxLength?: number;
  maxItems?: number;
  'x-lines'?: number;
  'x-labels'?: Record<string, string>;
  'x-hidden'?: boolean;
};

const RESERVED = ['/impressum', '/datenschutz', '/brief-aus-der-zukunft', '/keynotes', '/intern', '/termin', '/media', '/assets'];

const GERMAN: Record<string, (params: Record<string, unknown>) => string> = {
  maxLength: ({ limit }) => `Bitte höchstens ${String(limit)} Zeichen.`,
  maxItems: ({ limit }) => `Höchstens ${String(limit)} Einträge.`,
  minimum: ({ limit }) => `Bitte eine Zahl ab ${String(limit)}.`,
  maximum: ({ limit }) => `Bitte eine Zahl bis ${String(limit)}.`,
  pattern: () => 'Diese Eingabe hat nicht die erwartete Form (siehe Hinweis).',
  type: () => 'Bitte einen gültigen Wert eingeben.',
  enum: () => 'Bitte einen der angebotenen Werte wählen.',
  required: () => 'Dieses Feld fehlt.',
};

/** Every problem of `content`: the schema's, then the rules between fields. */
export function checkContent(content: unknown): FieldProblem[] {
  const problems: FieldProblem[] = [];
  for (const error of Value.Errors(contentSchema, content)) {
    const path = error.instancePath.split('/').slice(1);
    if (!problems.some((known) => known.path.join('/') === path.join('/')))
      problems.push({ path, message: (GERMAN[error.keyword] ?? GERMAN.type!)(error.params) });
  }
  return problems.length ? problems : rules(content as Content);
}

/** What one field cannot say about itself: unique ids and addresses, spans that end after they begin, the call's way. */
function rules({ offers, calls, proof }: Content): FieldProblem[] {
  const problems: FieldProblem[] = [];
  const flag = (path: Array<string | number>, message: string) => problems.push({ path: path.map(String), message });
  offers.forEach((offer, i) => {
    const at = (field: string, message: string) => flag(['offers', i, ...field.split('.')], message);
    const taken = (key: (item: typeof offer) => string) => offers.slice(0, i).some((earlier) => key(earlier) === key(offer));
    if (taken((item) => item.id) || ['speaking', 'sonstiges'].includes(offer.id)) at('id', 'Diese Kennung ist schon vergeben.');
    if (taken((item) => item.page.path) || RESERVED.some((path) => offer.page.path === path || offer.page.path.startsWith(`${path}/`)))
      at('page.path', 'Diese Adresse ist schon vergeben.');
    if (taken((item) => item.anchor)) at('anchor', 'Dieser Anker ist schon vergeben.');
  });
  for (const [day, spans] of Object.entries(calls.hours.days))
    spans.forEach((span, i) => {
      if (span.from >= span.to) flag(['calls', 'hours', 'days', day, i, 'to'], 'Das Ende muss nach dem Beginn liegen.');
    });
  const { kind, number, url } = calls.channel;
  if (kind === 'visitor-calls' && !number.trim()) flag(['calls', 'channel', 'number'], 'Unter welcher Nummer ruft man dich an?');
  if (kind === 'video' && !url) flag(['calls', 'channel', 'url'], 'Bitte den Link zum Video-Gespräch eintragen.');
  const topics = new Set(['speaking', ...offers.map((offer) => offer.id)]);
  for (const list of ['testimonials', 'cases'] as const)
    proof[list].items.forEach((item, i) => {
      if (!topics.has(item.topic)) flag(['proof', list, 'items', i, 'topic'], 'Kein Angebot hat diese Kennung.');
    });
  return problems;
}

/** A list item's name for the owner: its title, name, question or label. */
export function itemName(item: unknown, index: number): string {
  const record = (item ?? {}) as Record<string, unknown>;
  if (typeof item === 'string') return item;
  const name = [record.title, record.name, record.question, record.label, record.id].find((part) => typeof part === 'string' && part);
  return (name as string | undefined) ?? `Eintrag ${index + 1}`;
}

const shown = (value: unknown) => {
  const text = typeof value === 'boolean' ? (value ? 'ja' : 'nein') : String(value);
  return text.length > 60 ? `„${text.slice(0, 57)}…“` : `„${text}“`;
};

/** What changed from `before` to `after`, a German line a field: „Angebote › KI-Potenzial-Check › Preis in Euro: „3600“ → „3900““. */
export function describeChanges(before: Content, after: Content): string[] {
  const lines: string[] = [];
  const walk = (schema: Node | undefined, a: unknown, b: unknown, where: string[]) => {
    if (JSON.stringify(a) === JSON.stringify(b)) return;
    const label = where.join(' › ');
    if (Array.isArray(a) && Array.isArray(b)) {
      const [was, is] = [a.map(itemName), b.map(itemName)];
      const added = is.filter((name) => !was.includes(name));
      const removed = was.filter((name) => !is.includes(name));
      if (added.length) lines.push(`${label}: ${added.map(shown).join(', ')} hinzugefügt`);
      if (removed.length) lines.push(`${label}: ${removed.map(shown).join(', ')} entfernt`);
      // Items added or removed: the ones kept, paired by name, are still compared field by field.
      if (a.length !== b.length)
        return b.forEach((item, i) => was.includes(is[i]!) && walk(schema?.items, a[was.indexOf(is[i]!)], item, [...where, is[i]!]));
      if (!added.length && was.join('\n') !== is.join('\n')) return void lines.push(`${label}: neu geordnet`);
      return a.forEach((item, i) => walk(schema?.items, item, b[i], [...where, itemName(b[i], i)]));
    }
    if (a && b && typeof a === 'object' && typeof b === 'object') {
      for (const key of new Set([...Object.keys(a), ...Object.keys(b)]))
        walk(schema?.properties?.[key], (a as Record<string, unknown>)[key], (b as Record<string, unknown>)[key], [
          ...where,
          schema?.properties?.[key]?.title ?? key,
        ]);
      return;
    }
    lines.push(schema?.['x-hidden'] || typeof b === 'object' ? `${label} geändert` : `${label}: ${shown(a)} → ${shown(b)}`);
  };
  walk(contentSchema, before, after, []);
  return lines;
}
