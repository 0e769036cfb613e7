// The stored lead message, built by nodemailer's public API: for plain and awkward names and
// texts, a mail client reads back exactly what the visitor sent.
import t from 'tap';
import { composeLead } from '../../server/contact/compose.ts';
import { newId } from '../../server/contact/maildir-files.ts';
import { decodeWords, parseMail } from './helpers.ts';

const texts = [
  'Hallo',
  'Grüße aus Köln – „Anführungszeichen“ und ein Euro: 3.500 €',
  'Zeile mit Leerzeichen am Ende   \nund Tab am Ende\t\nzweite Zeile\n',
  `${'x'.repeat(200)}\n${'ä'.repeat(120)}\n${'a '.repeat(90)}`,
  'Emoji 👩‍💻 und 王小明 und = Gleichheitszeichen =3D',
  'endet mit Leerzeichen ',
  '.\n..\nFrom the start\nFrom: nicht ein Header',
  `${'Wir möchten KI sinnvoll einsetzen. '.repeat(140)}`,
];
const names = ['Max Mustermann', 'Zoë Ağaoğlu-Łukasiewicz', '"Quote" <x@y>, Komma'];

t.test('compose – names and texts survive the message unchanged; no line over the RFC 5322 limit', async (t) => {
  for (const [i, message] of texts.entries()) {
    for (const name of names) {
      const raw = await composeLead(
        {
          id: newId(),
          lead: { kind: 'message', name, email: 'max@example.org', topic: 'speaking', topicLabel: 'Keynote anfragen', message },
          receivedAt: new Date('2026-11-23T09:00:00Z'),
        },
        { from: 'kontaktformular@example.de', to: 'inhaber@example.de' },
      );
      const label = `text ${i}, name ${JSON.stringify(name)}`;
      t.ok(
        raw
          .toString('latin1')
          .split(/\r?\n/)
          .every((line) => line.length <= 998),
        `${label}: no line over 998 bytes`,
      );
      const mail = await parseMail(raw.toString('utf8'));
      t.equal(
        decodeWords(mail.headers.get('reply-to')![0]!)
          .replace(/^"?(.*?)"? <max@example\.org>$/, '$1')
          .replace(/\\"/g, '"'),
        name,
        `${label}: Reply-To`,
      );
      t.ok(mail.text.includes(`Nachricht:\n${message}`), `${label}: the message text`);
    }
  }
});
