/** Non-breaking space: keeps "3.500 €" and "24 h" on one line. */
export const NBSP = '\u00a0';

/** „1 E-Mail“, „2 E-Mails“: a count with its noun in the right number, kept on one line (a no-break space). */
export const count = (n: number, one: string, many: string) => `${n}${NBSP}${n === 1 ? one : many}`;
/** The same with a plain space, for the English lines of the command-line tools. */
export const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/** 3500 -> "3.500 €", by hand: Intl's grouping of four-digit numbers differs between ICU builds ("3500" vs "3.500"). */
export function formatEuro(amount: number): string {
  const digits = String(Math.round(amount)).replace(/\B(?=(\d{3})+(?!\d))/g, '.');
  return `${digits}${NBSP}€`;
}

/**
 * Long compounds in headings, with a soft hyphen where they may break: `hyphens: auto` needs the browser's German
 * dictionary, which Chromium on Linux and some Android builds lack. Applied when a heading is rendered, never to the
 * content itself, which also feeds titles, structured data and llms.txt.
 */
const SOFT_HYPHENS: Readonly<Record<string, string>> = {
  Sparringspartner: 'Sparrings\u00adpartner',
  Geschäftsführungen: 'Geschäfts\u00adführungen',
  Zusammenarbeit: 'Zusammen\u00adarbeit',
  Führungskräfte: 'Führungs\u00adkräfte',
  Sprachmodelle: 'Sprach\u00admodelle',
};
const COMPOUND = new RegExp(Object.keys(SOFT_HYPHENS).join('|'), 'g');

export function softHyphens(heading: string): string {
  return heading.replace(COMPOUND, (word) => SOFT_HYPHENS[word]!);
}

/**
 * A phone number in one form, its digits with the country code: "+49 (0)40 2380-6150", "040 23806150"
 * and "0049 40 23806150" are all "494023806150" (a national number is taken as German). The tel:
 * links are made of it, and a data-subject request by number compares it (a callback has no address).
 */
export function phoneDigits(phone: string): string {
  const plain = phone.replace('(0)', '').replace(/[^\d+]/g, '');
  return (/^(\+|00)/.test(plain) ? plain.replace(/^(\+|00)/, '') : plain.replace(/^0/, '49')).replace(/\D/g, '');
}

/** The tel: URI (RFC 3966) of a number as people write it: "+49 (0)40 2380-6150" -> "tel:+494023806150". */
export const telUri = (phone: string): string => `tel:+${phoneDigits(phone)}`;

/** "Dr. Henrik Asmussen" -> "HA": first and last name, academic titles left out. */
export function initialsOf(name: string): string {
  const words = name.split(/\s+/).filter((word) => word && !word.endsWith('.'));
  const first = words[0]?.[0] ?? '';
  const last = words.length > 1 ? words[words.length - 1]![0] : '';
  return (first + last).toUpperCase();
}
