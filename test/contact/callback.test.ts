// The optional callback fields: a phone number and a preferred time of day, checked on the
// server by the same rules the form uses, refused with a German reason, and shown in the lead.
import { site, testApp } from '../helpers.ts';
import t from 'tap';
import { CALL_TIMES, FIELD_ERRORS } from '../../shared/contact.ts';
import { callbackLines } from '../../server/contact/compose.ts';
import { validateLead } from '../../server/contact/validate.ts';
import { fieldError } from '../../shared/islands/field-errors.ts';
import { postForm, readStored, storeContents, validFields } from './helpers.ts';

const GOOD_PHONES = ['+49 40 2380 6150', '040/2380-6150', '+49 (0)40 23806150', '0170 1234567', ' 01701234567 ', '1234567'];
const BAD_PHONES = [
  '123456',
  '040 123',
  'vierzig',
  '+49 40 2380 6150 oder abends',
  '0170\n1234567',
  '++49 40 1234567',
  '040 1234567 ext. 5',
  '1'.repeat(21),
  '+',
];

t.test('callback – a number and a time of day are stored and shown in the lead mail', async (t) => {
  const { app } = await testApp(t);
  const res = await postForm(app, validFields({ phone: ' +49 (0)40 2380-6150 ', call_time: 'nachmittags' }));
  t.equal(res.statusCode, 200);
  t.equal(res.json().success, true);
  const [name] = (await storeContents(app.config.dataDir)).pending;
  const mail = await readStored(app.config.dataDir, 'new', name!);
  t.match(mail.text, 'Rückruf:  +49 (0)40 2380-6150', 'the number, trimmed');
  t.match(mail.text, `Zeit:     ${CALL_TIMES.find((c) => c.value === 'nachmittags')!.label}`);
});

t.test('callback – both fields are optional: left empty or not sent, the lead has no callback lines', async (t) => {
  const { app } = await testApp(t);
  t.equal((await postForm(app, validFields({ phone: '', call_time: '' }))).statusCode, 200);
  t.equal((await postForm(app, validFields())).statusCode, 200, 'fields not sent at all (an old form)');
  for (const name of (await storeContents(app.config.dataDir)).pending) {
    const mail = await readStored(app.config.dataDir, 'new', name);
    t.notMatch(mail.text, 'Rückruf:');
    t.notMatch(mail.text, 'Zeit:');
  }
});

t.test('callback – the server refuses a bad number or time with a German reason and stores nothing', async (t) => {
  const { app } = await testApp(t);
  for (const phone of BAD_PHONES) {
    const res = await postForm(app, validFields({ phone }));
    t.equal(res.statusCode, 400, JSON.stringify(phone));
    t.same(res.json(), { success: false, message: FIELD_ERRORS.phoneInvalid }, `${JSON.stringify(phone)}: the German reason`);
  }
  const time = await postForm(app, validFields({ call_time: 'nachts' }));
  t.equal(time.statusCode, 400);
  t.same(time.json(), { success: false, message: FIELD_ERRORS.callTimeInvalid });
  t.same(await storeContents(app.config.dataDir), { pending: [], sent: [], quarantine: [], tmp: [] });
});

t.test('callback – a browser without JavaScript gets the form again with what was typed and the reason, its topic kept', async (t) => {
  const { app } = await testApp(t);
  const fields = { form: 'callback', phone: 'vierzig', cta_type: 'kilead' };
  const res = await postForm(app, validFields(fields), { headers: { accept: 'text/html' } });
  t.equal(res.statusCode, 400);
  t.match(res.headers['content-type'], 'text/html');
  t.match(res.body, FIELD_ERRORS.phoneInvalid.replace(/\u00a0/g, '&nbsp;').slice(0, 40));
  t.match(res.body, 'value="vierzig"', 'what was typed is kept');
});

t.test('callback – the form and the server agree on every number', async (t) => {
  for (const phone of [...GOOD_PHONES, ...BAD_PHONES, '']) {
    const server = validateLead({ name: 'Max', email: 'max@b.de', message: 'Hallo', phone }, site).ok;
    t.equal(!fieldError('phone', phone), server, JSON.stringify(phone));
  }
  for (const phone of GOOD_PHONES) t.equal(fieldError('phone', phone), undefined, `${JSON.stringify(phone)} passes`);
  t.equal(fieldError('phone', 'vierzig'), FIELD_ERRORS.phoneInvalid);
});

t.test('callback – the mail lines hold only what the visitor filled in', async (t) => {
  t.same(callbackLines({}), []);
  t.same(callbackLines({ phone: '0170 1234567' }), ['Rückruf:  0170 1234567']);
  t.same(callbackLines({ callTime: 'abends' }), ['Zeit:     Abends (17–19\u00a0Uhr)']);
});

/** What the „Rückruf anfordern“ form posts: name, number and time, no e-mail and no message. */
function callbackFields(overrides: Record<string, string> = {}, ageMs = 5_000) {
  const fields = validFields({ phone: '0170 1234567', call_time: 'vormittags', cta_type: 'kilead' }, ageMs);
  const { email: _email, message: _message, ...callback } = fields;
  return { ...callback, ...overrides };
}

t.test(
  'callback – name, number and time without e-mail or message are a lead; the mail has no Reply-To and no empty message',
  async (t) => {
    const { app } = await testApp(t);
    const res = await postForm(app, callbackFields());
    t.equal(res.statusCode, 200);
    t.equal(res.json().success, true);
    const [name] = (await storeContents(app.config.dataDir)).pending;
    const mail = await readStored(app.config.dataDir, 'new', name!);
    t.match(mail.text, 'Rückruf:  0170 1234567');
    t.match(mail.text, 'Zeit:     Vormittags');
    t.notMatch(mail.text, 'Nachricht:');
    t.notMatch(mail.text, 'E-Mail:');
    t.notOk(mail.headers.has('reply-to'), 'nobody to reply to: the owner calls');
    t.match(mail.headers.get('subject')?.[0], /^=\?UTF-8\?Q\?R=C3=BCckrufbitte=3A_Externer_KI-Lead_/, 'Rückrufbitte: Externer KI-Lead – …');
  },
);

t.test('callback – without a number it is refused with its own German reason; a message still needs e-mail and text', async (t) => {
  const { app } = await testApp(t);
  const noNumber = await postForm(app, callbackFields({ phone: '' }));
  t.equal(noNumber.statusCode, 400);
  t.same(noNumber.json(), { success: false, message: FIELD_ERRORS.phoneMissing });
  const noMail = await postForm(app, validFields({ email: '' }));
  t.same(noMail.json(), { success: false, message: FIELD_ERRORS.emailMissing }, 'the message form keeps its required e-mail');
  const noText = await postForm(app, validFields({ message: '' }));
  t.same(noText.json(), { success: false, message: FIELD_ERRORS.message }, 'and its required message');
  t.same((await storeContents(app.config.dataDir)).pending, []);
});

t.test(
  'callback – the same spam checks: a filled honeypot is answered as success and kept in quarantine; a fast post waits and is a lead',
  async (t) => {
    const { app } = await testApp(t);
    t.equal((await postForm(app, callbackFields({ website: 'https://spam.example' }))).json().success, true);
    let store = await storeContents(app.config.dataDir);
    t.same([store.pending.length, store.quarantine.length], [0, 1], 'nothing for the owner');
    const fast = await postForm(app, callbackFields({}, 500));
    t.equal(fast.json().success, true);
    store = await storeContents(app.config.dataDir);
    t.same([store.pending.length, store.quarantine.length], [1, 1], 'sent half a second after its token: stored for the owner');
  },
);

t.test(
  'callback – a booking needs name, e-mail and (the owner calls) a number, its message is optional; the form and the server agree',
  async (t) => {
    const slot = '2026-12-01T08:30:00Z';
    const booking = validateLead({ name: 'Max', email: 'max@b.de', phone: '0170 1234567', slot }, site);
    t.ok(booking.ok && booking.lead.kind === 'booking' && booking.lead.message === '', 'no message needed');
    t.match(
      validateLead({ name: 'Max', email: '', slot }, site),
      { ok: false, field: 'email', reason: 'required' },
      'an address for the invitation',
    );
    t.equal(fieldError('message', '', 'booking'), undefined);
    t.equal(fieldError('message', '', 'message'), FIELD_ERRORS.message);
    t.equal(fieldError('email', '', 'callback'), undefined);
    t.equal(fieldError('phone', '', 'callback'), FIELD_ERRORS.phoneMissing);
    t.equal(fieldError('phone', '', 'message'), undefined);
  },
);
