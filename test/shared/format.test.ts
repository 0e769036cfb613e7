// The owner types a fact once in shared/content/identity.ts; its other forms derive from it.
import t from 'tap';
import { iconSvg, ogSvg } from '../../scripts/assets/brand.ts';
import type { Typesetter } from '../../scripts/assets/lettering.ts';
import { count, initialsOf, phoneDigits, plural, telUri } from '../../shared/format.ts';
import { identity } from '../../shared/content/identity.ts';

t.test('telUri: the tel: link from the phone number as it is shown', async (t) => {
  t.equal(telUri('+49 40 1234 5678'), 'tel:+494012345678', 'international form');
  t.equal(telUri('+49 (0)40 1234-5678'), 'tel:+494012345678', 'with the national zero in brackets and a hyphen');
  t.equal(telUri('040 1234 5678'), 'tel:+494012345678', 'national form: a German number');
  t.equal(telUri('0049 40 1234 5678'), 'tel:+494012345678', '00 as the international prefix');
  t.equal(telUri('+43 1 234 5678'), 'tel:+4312345678', 'a number outside Germany keeps its country code');
  t.match(telUri(identity.phone), /^tel:\+\d{8,15}$/, "the identity's number gives a global tel: URI");
});

t.test('phoneDigits: one form of a number, however it is written, as a request for a visitor’s data compares it', async (t) => {
  for (const written of ['+49 (0)40 2380-6150', '040 23806150', '0049 40 23806150', '+49 40 2380 6150', '040/2380-6150'])
    t.equal(phoneDigits(written), '494023806150', written);
  t.equal(phoneDigits('+43 1 234 5678'), '4312345678', 'another country keeps its code');
  t.not(phoneDigits('040 23806151'), phoneDigits('040 23806150'), 'another number stays another');
});

t.test('count: a number and its noun in the right number, on one line; plural: the same for the English command-line lines', async (t) => {
  t.equal(count(1, 'freie Zeit', 'freie Zeiten'), '1\u00a0freie Zeit', 'one: the singular');
  t.equal(count(16, 'freie Zeit', 'freie Zeiten'), '16\u00a0freie Zeiten', 'more: the plural, after a no-break space');
  t.equal(count(0, 'E-Mail', 'E-Mails'), '0\u00a0E-Mails', 'none: the plural');
  t.equal(plural(2, 'message', 'messages'), '2 messages', 'a plain space, as grep expects');
});

t.test('the icons and the Open Graph image draw the initials of the name in identity.ts', async (t) => {
  const drawn: string[] = [];
  // Stands in for HarfBuzz: records each line the brand marks set.
  const type: Typesetter = {
    measure: (text, { size }) => text.length * size * 0.6,
    text: (text) => (drawn.push(text), `<path data-text="${text}"/>`),
  };
  const initials = initialsOf(identity.name);
  t.equal(initials, 'JF', 'Jonas Falkenberg: JF');
  for (const svg of [iconSvg(type, 32), iconSvg(type, 180, { touch: true }), ogSvg(type)]) {
    t.match(svg, `data-text="${initials}"`);
  }
  t.equal(drawn.filter((text) => text === initials).length, 3, 'once in each');
});
