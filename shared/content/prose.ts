/** The long texts as Markdown (prose/*.md) citing facts as `{retention.leads}`; nothing in them is executed, raw HTML shows as text. */
import type { Static } from 'typebox';
import letter from './prose/brief-aus-der-zukunft.md';
import datenschutz from './prose/datenschutz.md';
import impressum from './prose/impressum.md';
import { group, text } from './schema.ts';

const title = () => text('Titel', { max: 80 });
const body = () =>
  text('Text (Markdown)', {
    max: 60_000,
    lines: 24,
    help: '## Zwischenüberschrift, **fett**, [Link](https://…), - Aufzählung; Fakten als {identity.name}.',
  });
const legal = (name: string) =>
  group(name, {
    title: title(),
    updated: text('Stand', { max: 40, pattern: '^\\p{Lu}\\p{Ll}+ \\d{4}$', help: 'Monat und Jahr, z.\u00a0B. November 2026.' }),
    body: body(),
  });

export const proseSchema = group('Rechtliches und Brief', {
  impressum: legal('Impressum'),
  datenschutz: legal('Datenschutzerklärung'),
  letter: group('Brief aus der Zukunft', {
    title: title(),
    dateline: text('Ort und Datum'),
    salutation: text('Anrede'),
    body: body(),
    closing: text('Gruß'),
    signature: text('Unterschrift'),
    postscript: text('PS', { max: 600, lines: 3 }),
  }),
});

export const prose: Static<typeof proseSchema> = {
  impressum: { title: 'Impressum', updated: 'November 2026', body: impressum },
  datenschutz: { title: 'Datenschutz\u00ADerklärung', updated: 'November 2026', body: datenschutz },
  letter: {
    title: 'Brief aus der Zukunft',
    dateline: '{identity.address.city}, im November 2031',
    salutation: 'Liebe Kollegin, lieber Kollege,',
    body: letter,
    closing: 'Mit herzlichen Grüßen aus dem Jahr 2031',
    signature: '{identity.name}',
    postscript:
      'PS: Markus lässt grüßen. Er bringt inzwischen jüngeren Kolleginnen und Kollegen die Fertigungsplanung bei – mit einem System, das ihm zuarbeitet, und mit einer Geduld, für die er früher nie Zeit hatte.',
  },
};
