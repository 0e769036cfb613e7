// The store's owner operations (server/contact/operations.ts), called directly as the owner's pages
// call them, on a store filled by the real form endpoint; and delivery's state in plain German.
import t from 'tap';
import { deliverySentence, hintOf } from '../../server/owner/wording.ts';
import { MaildirStore } from '../../server/contact/maildir.ts';
import { deliveryHealth, inventory, leadLine, openLead, requeueLead } from '../../server/contact/operations.ts';
import { eraseBy, exportBy, subjectOf } from '../../server/contact/subject-requests.ts';
import { postForm, storeContents, validFields } from './helpers.ts';
import { testApp } from '../helpers.ts';

const HOUR_MS = 60 * 60_000;

t.test('owner operations – list lines, open, release and erase by address on a real store', async (t) => {
  const { app } = await testApp(t);
  const erika = { name: 'Erika Musterfrau', email: 'erika@example.org' };
  for (const fields of [
    validFields({ ...erika, message: 'Anfrage von Erika' }),
    validFields({ ...erika, message: 'Von Erika, als Spam gehalten', website: 'https://spam.example' }),
    validFields({ name: 'Max', email: 'max@example.de', message: 'Anfrage von Max' }),
  ]) {
    t.equal((await postForm(app, fields)).statusCode, 200);
  }
  const store = new MaildirStore(app.config.dataDir);
  const [first] = await store.list('pending');
  await store.saveDeliveryErrors({
    [first!.id]: { attempts: 3, at: new Date().toISOString(), error: 'the relay refused at AUTH PLAIN: 535 no' },
  });
  const { lists, errors } = await inventory(store);
  t.same([lists.pending.length, lists.quarantine.length, lists.sent.length], [2, 1, 0]);
  const line = await leadLine(lists.pending[0]!, errors);
  t.match(line, { id: first!.id, state: 'pending', topic: 'speaking', spam: null, sender: '"Erika Musterfrau" <erika@example.org>' });
  t.match(line.error, { attempts: 3 });
  t.match(await leadLine(lists.quarantine[0]!, errors), { spam: 'honeypot', error: null });

  const opened = await openLead(store, first!.id.slice(0, 30));
  t.ok('entry' in opened && opened.message.text.includes('Anfrage von Erika'), 'opened by a unique prefix, decoded');
  t.match(await openLead(store, 'nope'), { error: 'not-found' });

  t.match(await requeueLead(store, first!.id, 'quarantine'), { error: 'not-found' }, '„Freigeben“ releases only from the quarantine');
  const released = await requeueLead(store, lists.quarantine[0]!.id, 'quarantine');
  t.match(released, { from: 'quarantine' });
  t.equal((await leadLine((await store.list('pending')).at(-1)!, {})).spam, null, 'released: no verdict');

  const health = await deliveryHealth(store, true, Date.now() - 7 * 24 * HOUR_MS);
  t.match(health, { pending: 3, refused: 1, quarantined: 0 });
  t.match(deliverySentence(health), /^3\u00a0E-Mails warten seit gerade eben: der Mailserver lehnt die Anmeldung ab – SMTP_URL prüfen$/);

  const visitor = { leads: store, bookings: { list: () => [], erase: async () => [] } };
  t.equal((await exportBy(visitor, subjectOf('ERIKA@example.org')!)).messages.length, 2);
  const erased = await eraseBy(visitor, subjectOf('Erika@Example.org')!);
  t.equal(erased.messages.length, 2, 'both of Erika’s messages, wherever they are');
  t.same(await exportBy(visitor, subjectOf('erika@example.org')!), { messages: [], bookings: [] });
  t.equal((await storeContents(app.config.dataDir)).pending.length, 1, 'Max’s lead stays');
});

t.test('delivery sentence – plain German for each state and each relay answer', async (t) => {
  const now = Date.parse('2026-01-10T12:00:00Z');
  const base = { enabled: true, pending: 0, oldestPendingAt: null, refused: 0, lastError: null, quarantined: 0 };
  t.equal(deliverySentence(base, now), 'Alles zugestellt');
  const waiting = {
    ...base,
    pending: 3,
    oldestPendingAt: now - 2 * HOUR_MS,
    lastError: 'the relay refused at MAIL FROM: 530 auth required',
  };
  t.equal(
    deliverySentence(waiting, now),
    '3\u00a0E-Mails warten seit 2\u00a0Stunden: der Mailserver lehnt die Anmeldung ab – SMTP_URL prüfen',
  );
  t.match(
    deliverySentence({ ...waiting, pending: 1, enabled: false }, now),
    /^1\u00a0E-Mail wartet seit 2\u00a0Stunden: die Zustellung ist aus/,
  );
  t.match(hintOf('the relay refused at RCPT TO: 550 no such user'), /MAIL_TO prüfen/);
  t.match(hintOf('the relay cannot be reached at CONN (ECONNREFUSED: x)'), /nicht erreichbar/);
  t.match(hintOf('the relay answered with a temporary error at DATA: 451'), /vorübergehenden/);
});
