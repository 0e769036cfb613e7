/**
 * The content schema's builders: `title` is the editor's German label, `description` its help; every text and list has
 * a cap, which bounds the store's size. One declaration gives the type, the validation and the owner's form.
 */
import Type, { type TProperties, type TSchema } from 'typebox';

type Options = { help?: string; max?: number; lines?: number; pattern?: string };

const meta = (title: string, help?: string) => ({ title, ...(help ? { description: help } : {}) });

/** A line of text (`lines`: a text area of that height). Up to 200 characters unless `max` says otherwise. */
export const text = (title: string, { help, max = 200, lines, pattern }: Options = {}) =>
  Type.String({ ...meta(title, help), maxLength: max, ...(lines ? { 'x-lines': lines } : {}), ...(pattern ? { pattern } : {}) });

/** A short line: a label, a name, a heading; up to 120 characters. */
export const short = (title: string) => text(title, { max: 120 });

/** A paragraph: a text area, up to 1,500 characters. */
export const paragraph = (title: string) => text(title, { max: 1500, lines: 5 });

/** A link target: a path of the site (`/…`, `#…`), an http(s) or mailto/tel address, or a placeholder such as `{identity.linkedinUrl}`. */
const HREF = String.raw`^(\{[\w.]+\}|/|#|https?://|mailto:|tel:)\S*$`;

export const link = (title: string) =>
  Type.Object(
    {
      label: short('Beschriftung'),
      href: text('Adresse', { pattern: HREF, help: 'z.\u00a0B. /keynotes, https://… oder {identity.linkedinUrl}' }),
    },
    { title },
  );

export const whole = (title: string, minimum: number, maximum: number, help?: string) =>
  Type.Integer({ ...meta(title, help), minimum, maximum });

export const flag = (title: string, help?: string) => Type.Boolean(meta(title, help));

/** One of `labels`' keys; the editor shows their German labels. */
export const choice = <const K extends string>(title: string, labels: Record<K, string>, help?: string) =>
  Type.Enum(Object.keys(labels) as K[], { ...meta(title, help), 'x-labels': labels });

export const group = <P extends TProperties>(title: string, properties: P) => Type.Object(properties, { title });

/** A list the owner can add to, remove from and reorder, up to `max` items. */
export const list = <T extends TSchema>(title: string, item: T, max: number) => Type.Array(item, { title, maxItems: max });

/** A list of lines (a checklist, proof points). */
export const points = (title: string, max: number) => list(title, text('Punkt'), max);

/** An id in lists whose items the store tracks one by one (overlay.ts): lower case, digits and hyphens. */
export const id = (title: string, help: string) => text(title, { max: 40, pattern: '^[a-z][a-z0-9-]*$', help });

/** A heading pair most sections have. */
export const heading = () => ({ eyebrow: text('Dachzeile', { max: 80 }), title: text('Überschrift', { max: 160 }) });

/** A group that begins with the heading pair. */
export const section = <P extends TProperties = Record<never, never>>(title: string, properties?: P) =>
  group(title, { ...heading(), ...(properties as P) });

/** The title and description of a page (search results, link previews). */
export const pageTexts = () =>
  group('Seite in Suchmaschinen', {
    title: short('Seitentitel'),
    description: text('Beschreibung', { max: 300, lines: 3, help: 'Etwa 120 bis 160 Zeichen.' }),
  });

/** A titled text, as features, steps and points are. */
export const item = (title: string) => group(title, { title: short('Titel'), text: paragraph('Text') });

/** A numbered list of steps under its heading (shared/components/StepList.tsx). */
export const steps = (title: string, max: number) =>
  group(title, { title: short('Überschrift'), items: list('Schritte', item('Schritt'), max) });

/** A text that promises booking, and its variant while no call can be booked: the page picks one (home/Contact.tsx). */
export const byBooking = <T extends TSchema>(title: string, variant: (title: string) => T) =>
  group(title, { booking: variant('Solange Termine buchbar sind'), without: variant('Solange keine Termine buchbar sind') });
