// The lead message is serialized without nodemailer's stream pipeline: it must be the very bytes
// MailComposer's build() makes, for plain and awkward inputs alike.
import { randomBytes } from 'node:crypto';
import t from 'tap';
import MailComposer from 'nodemailer/lib/mail-composer';
import { serialize } from '../../server/contact/compose.ts';

const base = {
  from: { name: 'Kontaktformular', address: 'kontaktformular@example.de' },
  to: 'inhaber@example.de',
  messageId: '<1700000000.M1@example.de>',
  date: new Date('2026-11-23T09:00:00Z'),
  textEncoding: 'quoted-printable' as const,
  xMailer: false as const,
  headers: { 'Auto-Submitted': 'auto-generated', 'X-Lead-Id': '1700000000.M1P1Q1Rabc.host' },
};

const texts = [
  'Hallo',
  'Grüße aus Köln – „Anführungszeichen“ und ein Euro: 3.500 €',
  'Zeile mit Leerzeichen am Ende   \nund Tab am Ende\t\r\nCRLF und LF gemischt\n',
  `${'x'.repeat(200)}\n${'ä'.repeat(120)}\n${'a '.repeat(90)}`,
  'Emoji 👩‍💻 und 王小明 und = Gleichheitszeichen =3D',
  'endet mit Leerzeichen ',
  'endet mit CR\r',
  '.\n..\nFrom the start\nFrom: nicht ein Header',
  `${'Wir möchten KI sinnvoll einsetzen. '.repeat(140)}`,
];

async function both(options: ConstructorParameters<typeof MailComposer>[0]) {
  const viaStream = await new MailComposer(options).compile().build();
  const direct = await serialize(new MailComposer(options).compile());
  return { viaStream, direct };
}

t.test('compose – serialize() is byte-identical to build()', async (t) => {
  for (const [i, text] of texts.entries()) {
    for (const name of ['Max Mustermann', 'Zoë Ağaoğlu-Łukasiewicz', '"Quote" <x@y>, Komma']) {
      const { viaStream, direct } = await both({ ...base, text, replyTo: { name, address: 'max@example.org' }, subject: `Kontaktanfrage: Test – ${name}` });
      t.equal(direct.toString('latin1'), viaStream.toString('latin1'), `text ${i}, name ${JSON.stringify(name)}`);
    }
  }
});

t.test('compose – serialize() matches build() for random text', async (t) => {
  const alphabet = ['a', ' ', '\t', '\n', '\r\n', 'ä', '€', '=', '.', '👩‍💻', 'x'.repeat(80), ' \n'];
  for (let round = 0; round < 200; round++) {
    const bytes = randomBytes(120);
    const text = [...bytes].map((b) => alphabet[b % alphabet.length]).join('');
    const { viaStream, direct } = await both({ ...base, text, replyTo: 'max@example.org', subject: 'Zufall' });
    if (!direct.equals(viaStream)) {
      t.equal(direct.toString('latin1'), viaStream.toString('latin1'), `round ${round}: ${JSON.stringify(text)}`);
      return;
    }
  }
  t.pass('200 random texts, identical bytes');
});

t.test('compose – other shapes take the stream path', async (t) => {
  const { viaStream, direct } = await both({ ...base, text: 'Text', html: '<p>Text</p>', subject: 'Multipart' });
  t.ok(/multipart\/alternative/.test(direct.toString()), 'a multipart message');
  t.equal(direct.toString().replace(/--_NmP-[0-9a-f]+/g, 'B'), viaStream.toString().replace(/--_NmP-[0-9a-f]+/g, 'B'), 'same as build() up to the boundary');
});
