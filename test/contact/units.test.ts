import { mkdtemp, readdir, readFile, rm, utimes, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { site } from '../helpers.ts';
import t from 'tap';
import { composeLead, messageIdOf } from '../../server/contact/compose.ts';
import { MaildirStore } from '../../server/contact/maildir.ts';
import { housekeeping, QUARANTINE_MAX_AGE_MS } from '../../server/contact/retention.ts';
import { idOf, newId } from '../../server/contact/maildir-files.ts';
import { NonceLedger } from '../../server/contact/nonces.ts';
import { issueToken, judge } from '../../server/contact/spam.ts';
import { relayFailure } from '../../server/contact/smtp.ts';
import { validateLead } from '../../server/contact/validate.ts';
import { checkEmail, checkName } from '../../shared/contact-rules.ts';
import { runOutbox } from '../../server/cli/outbox.ts';
import { parseMail } from './helpers.ts';
import { FORM_SECRET } from '../secret.ts';

async function tempStore(t: { teardown(fn: () => unknown): void }) {
  const dir = await mkdtemp(path.join(tmpdir(), 'ki-site-store-'));
  t.teardown(() => rm(dir, { recursive: true, force: true }));
  const store = new MaildirStore(dir);
  await store.init();
  return { dir, store };
}

t.test('validation – per-field checks', async (t) => {
  t.equal(checkName('Max'), undefined);
  t.equal(checkName('Zoë Ağaoğlu-Łukasiewicz 王小明 👩‍💻'), undefined, 'letters of every script and emoji sequences');
  t.equal(checkName('Max\tM'), 'control-characters');
  t.equal(checkName('Max\u0085M'), 'control-characters', 'C1 next line');
  t.equal(checkName('Max\u2028M'), 'control-characters', 'line separator');
  t.equal(checkName('Max\u200FM'), 'control-characters', 'right-to-left mark');
  t.equal(checkName('=?utf-8?b?TWF4DQpCY2M6IGFsbEBleGFtcGxlLmRl?='), 'control-characters', 'an RFC 2047 encoded word (CR LF inside)');
  t.equal(checkName('Max =?ISO-8859-1?Q?M=FCller?='), 'control-characters', 'a quoted-printable one within the name');
  t.equal(checkName('Max =? Müller ?='), undefined, 'what only looks a little like one');
  t.equal(checkName(' '), 'required');
  t.equal(checkEmail('a@b'), undefined, 'the browser accepts a dotless domain');
  t.equal(checkEmail('a@-b.de'), 'invalid-email');
  t.equal(checkEmail('a@b..de'), 'invalid-email');
  t.equal(checkEmail('ä@b.de'), 'invalid-email', 'no raw Unicode (browsers send the punycode domain)');
  t.equal(checkEmail(`${'a'.repeat(250)}@b.de`), 'too-long');
  const ok = validateLead({ name: ' Max ', email: ' max@b.de ', cta_type: '', message: ' Hallo ' }, site);
  t.same(ok, {
    ok: true,
    lead: { kind: 'message', name: 'Max', email: 'max@b.de', topic: 'sonstiges', topicLabel: 'Sonstiges', message: 'Hallo' },
  });
});

t.test(
  'spam – the token decides, a young one after the rest of the fill time, form_start_time can only add a reason, a used token is a replay',
  async (t) => {
    const now = Date.now();
    const claimed = new Set<string>();
    const nonces = {
      claim: async (nonce: string) => (claimed.has(nonce) ? null : (claimed.add(nonce), { settle() {}, async release() {} })),
    };
    const fields = (age = 5_000) => ({
      spam_token: issueToken(FORM_SECRET, now - age),
      website: '',
      form_start_time: String(now - 10_000),
    });
    const reason = async (over: Record<string, string | undefined> = {}, age?: number) =>
      (await judge({ ...fields(age), ...over }, FORM_SECRET, newId(), nonces, now)).spam;
    t.equal(await reason(), null);
    t.equal(await reason({}, 3_000), null, 'exactly 3 s is enough');
    const waited = performance.now();
    t.equal(await reason({}, 2_000), null, 'a token 2 s old is judged once it is 3 s old');
    t.ok(performance.now() - waited >= 990, 'after the second left');
    t.equal(await reason({}, -500), 'too-fast', 'one issued ahead of this clock is still young after the longest wait');
    t.equal(await reason({ form_start_time: String(now - 1_000) }), 'start-time');
    t.equal(await reason({ form_start_time: String(now + 60_000) }), 'start-time', 'a start in the future');
    t.equal(await reason({ form_start_time: 'gestern' }), null, 'an unreadable start time is left to the token');
    t.equal(await reason({ website: ' ' }), 'honeypot');
    t.equal(await reason({ spam_token: 'a.b' }), 'token-forged');
    t.equal(await reason({ spam_token: issueToken('another-secret-another-secret-0123456', now - 5_000) }), 'token-forged');
    t.equal(await reason({ spam_token: undefined }), 'token-missing');
    const token = issueToken(FORM_SECRET, now - 5_000);
    t.equal(await reason({ spam_token: token }), null, 'a token carries one message');
    t.equal(await reason({ spam_token: token }), 'replay', 'the second is a replay');
    t.equal(claimed.size, 5, 'only clean submissions claim a nonce');
    t.equal(
      (await judge(fields(), FORM_SECRET, newId(), nonces, now)).formLoadedAt,
      now - 5_000,
      'the verified token says when the form was loaded',
    );
  },
);

t.test('delivery – a failed send is one line: a 5xx at any step is a refusal, a 4xx temporary, no answer unreachable', async (t) => {
  const d = (error: object) => relayFailure(error);
  t.match(d({ code: 'EMESSAGE', command: 'DATA', responseCode: 550, response: '550 5.7.1 spam' }), {
    refused: true,
    text: /^the relay refused at DATA: 550 5\.7\.1 spam \(check the login in SMTP_URL, MAIL_FROM and MAIL_TO\)$/,
  });
  t.match(d({ code: 'EPROTOCOL', command: 'CONN', responseCode: 554, response: '554 No SMTP service here' }), {
    refused: true,
    text: /^the relay refused at CONN: 554 No SMTP service here/,
  });
  t.match(d({ code: 'EPROTOCOL', command: 'HELO', responseCode: 550, response: '550 go away' }), {
    refused: true,
    text: /refused at HELO/,
  });
  t.match(d({ code: 'EAUTH', command: 'AUTH PLAIN', responseCode: 535, response: '535 5.7.8 invalid' }), { refused: true });
  t.match(d({ code: 'EENVELOPE', command: 'RCPT TO', responseCode: 452, response: '452 mailbox full' }), {
    refused: false,
    text: 'the relay answered with a temporary error at RCPT TO: 452 mailbox full',
  });
  t.match(d(Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:25'), { code: 'ESOCKET', command: 'CONN' })), {
    refused: false,
    text: /^the relay cannot be reached at CONN \(ESOCKET: connect ECONNREFUSED 127\.0\.0\.1:25\): check host and port in SMTP_URL/,
  });
  t.equal(d({ response: 'x'.repeat(1000), responseCode: 550 }).text.length < 400, true, 'the answer cut short');
});

t.test('compose – a complete RFC 5322 message with its own Message-ID', async (t) => {
  const id = newId(Date.parse('2026-01-02T03:04:05Z'));
  const raw = await composeLead(
    {
      id,
      lead: {
        kind: 'message',
        name: 'Max',
        email: 'max@b.de',
        topic: 'sparring',
        topicLabel: 'Sparringspartner',
        message: 'Zeile 1\r\nZeile 2',
      },
      receivedAt: new Date('2026-01-02T03:04:05Z'),
      formLoadedAt: Date.parse('2026-01-02T03:03:05Z'),
    },
    { from: 'form@example.de', to: 'owner@example.de' },
  );
  const mail = await parseMail(raw.toString('utf8'));
  t.equal(mail.headers.get('message-id')?.[0], messageIdOf(id, 'form@example.de'));
  t.match(mail.headers.get('message-id')?.[0], /^<1767323045\.M\d+P\d+Q\d+R[0-9a-f]{16}@example\.de>$/);
  t.equal(mail.headers.get('date')?.[0], 'Fri, 02 Jan 2026 03:04:05 +0000');
  t.equal(mail.headers.get('mime-version')?.[0], '1.0');
  t.equal(mail.headers.get('x-auto-response-suppress')?.[0], 'All');
  t.notOk(mail.headers.has('x-lead-spam'));
  t.match(mail.text, /Zeile 1\r?\nZeile 2/, 'the line break survives (mailparser gives LF)');
  t.match(mail.text, 'Formular ausgefüllt in: 60 s');
  t.ok(
    raw
      .toString('latin1')
      .split('\r\n')
      .every((line) => line.length <= 998),
    'no line over the RFC 5322 limit',
  );
});

t.test('store – ids are unique, sortable by time and safe as file names', async (t) => {
  const ids = Array.from({ length: 1000 }, () => newId());
  t.equal(new Set(ids).size, 1000);
  for (const id of ids.slice(0, 5)) t.match(id, /^\d{10}\.M\d+P\d+Q\d+R[0-9a-f]{16}\.[A-Za-z0-9_-]+$/);
  t.equal(idOf(`${ids[0]}:2,S`), ids[0]);
  // A file's mtimeMs (a file put into new/ by hand) has a fraction of a millisecond.
  t.match(newId(1795485439186.4199), /^1795485439\.M186000P\d+Q\d+R[0-9a-f]{16}\.[A-Za-z0-9_-]+$/, 'whole milliseconds');
});

t.test('store – add, sent, requeue and the pending snapshot', async (t) => {
  const { dir, store } = await tempStore(t);
  const [a, b, c] = [newId(Date.now() - 60_000), newId(), newId()] as const;
  await store.add('pending', a, Buffer.from('A'));
  await store.add('pending', b, Buffer.from('B'));
  await store.add('quarantine', c, Buffer.from('C'));
  t.same((await store.scanPending()).ids, [a, b], 'oldest first');
  const snapshot = store.pendingSnapshot();
  t.equal(snapshot.count, 2);
  t.ok(snapshot.oldestAgeMs! >= 59_000, 'the age of the oldest');
  t.equal(await readFile(path.join(dir, 'new', a), 'utf8'), 'A');
  t.same(await readdir(path.join(dir, 'tmp')), []);

  await store.markSent(a);
  t.equal(store.pendingSnapshot().count, 1);
  t.same(await readdir(path.join(dir, 'cur')), [`${a}:2,S`]);
  t.equal(await store.requeue(a), 'sent');
  t.equal(await store.requeue(c), 'quarantine');
  t.equal(await store.requeue('1.gibt-es-nicht'), null);
  t.same((await store.scanPending()).ids.sort(), [a, b, c].sort());
  await t.rejects(store.add('pending', '../escape', Buffer.from('x')), /invalid message id/);
  t.ok((await readdir(path.join(dir, '.Quarantine'))).includes('maildirfolder'), 'a Maildir++ folder');
});

t.test(
  'nonces – racing posts with one token: the others wait for the first; stored, they are replays; released, one takes over',
  async (t) => {
    const { store } = await tempStore(t);
    const ledger = new NonceLedger(store.tokens, (id) => store.has(id));
    const first = newId();
    const claimed = await ledger.claim('AbCdEfGhIjKlMnOp', first);
    t.ok(claimed, 'the first claims the token');
    let ended = 0;
    const waiting = Array.from({ length: 5 }, () => ledger.claim('AbCdEfGhIjKlMnOp', newId()).finally(() => ended++));
    await new Promise((resolve) => setTimeout(resolve, 50));
    t.equal(ended, 0, 'the others wait while the first is being stored');
    await store.add('pending', first, Buffer.from('lead'));
    claimed!.settle();
    t.same(await Promise.all(waiting), [null, null, null, null, null], 'stored: every other post is a replay');

    const released = (await ledger.claim('QrStUvWxYz012345', newId()))!;
    const others = Array.from({ length: 5 }, () => ledger.claim('QrStUvWxYz012345', newId()));
    await released.release();
    const results = await Promise.all(
      others.map(async (claim) => {
        const result = await claim;
        await result?.release(); // each one that gets it fails to store too
        return result;
      }),
    );
    t.ok(results.every(Boolean), 'released: each waiting post claims the token in turn and meets the store itself');
    t.equal(await ledger.claim('../../etc/passwd', newId()), null, 'never a path');
  },
);

t.test('nonces – a record whose message never reached the store is taken over (a crash between claim and store)', async (t) => {
  const { store } = await tempStore(t);
  const ledger = new NonceLedger(store.tokens, (id) => store.has(id));
  const stored = newId();
  (await ledger.claim('storedNonce12345', stored))!.settle();
  await store.add('pending', stored, Buffer.from('lead'));
  t.equal(await ledger.claim('storedNonce12345', newId()), null, 'its message is pending: a replay');
  await store.markSent(stored);
  t.equal(await ledger.claim('storedNonce12345', newId()), null, 'its message was sent: a replay');

  // What a process killed after the claim leaves behind: a record, and no message.
  await writeFile(path.join(store.tokens, 'orphanNonce12345'), newId());
  const resend = newId();
  const claim = await ledger.claim('orphanNonce12345', resend);
  t.ok(claim, 'the resend claims it');
  t.equal(await readFile(path.join(store.tokens, 'orphanNonce12345'), 'utf8'), resend, 'the record names the resend');
  claim!.settle();
  await writeFile(path.join(store.tokens, 'emptyNonce123456'), '');
  t.ok(await ledger.claim('emptyNonce123456', newId()), 'a record cut off empty by the crash: taken over too');
});

t.test('store – purge deletes spam after 30 days, token records after a day, tmp debris after 36 hours', async (t) => {
  const { dir, store } = await tempStore(t);
  const old = newId();
  const fresh = newId();
  await store.add('quarantine', old, Buffer.from('old spam'));
  await store.add('quarantine', fresh, Buffer.from('new spam'));
  await store.add('pending', newId(), Buffer.from('a lead is never purged'));
  const ledger = new NonceLedger(store.tokens, (id) => store.has(id));
  await ledger.claim('oldNonce12345678', old);
  await ledger.claim('newNonce12345678', fresh);
  await writeFile(path.join(dir, 'tmp', 'debris'), 'x');
  const ago = (ms: number) => new Date(Date.now() - ms);
  await utimes(path.join(dir, '.Quarantine/new', old), ago(QUARANTINE_MAX_AGE_MS + 60_000), ago(QUARANTINE_MAX_AGE_MS + 60_000));
  await utimes(path.join(dir, 'tokens', 'oldNonce12345678'), ago(26 * 3600_000), ago(26 * 3600_000));
  await utimes(path.join(dir, 'tmp', 'debris'), ago(37 * 3600_000), ago(37 * 3600_000));
  t.same(await housekeeping(store, ledger, 30), { sent: 0, quarantine: 1, tokens: 1, tmp: 1 });
  t.same(
    (await store.list('quarantine')).map((e) => e.id),
    [fresh],
  );
  t.equal((await store.scanPending()).ids.length, 1);
  t.same(await readdir(path.join(dir, 'tokens')), ['newNonce12345678']);
});

t.test('outbox – lists every state and re-queues a quarantined or sent message by id prefix', async (t) => {
  const { dir, store } = await tempStore(t);
  const raw = (topic: string, spam?: string) =>
    Buffer.from(`X-Lead-Topic: ${topic}\r\n${spam ? `X-Lead-Spam: ${spam}\r\n` : ''}Subject: x\r\n\r\nbody`);
  const [pending, sent, spam] = [newId(), newId(), newId()];
  await store.add('pending', pending, raw('speaking'));
  await store.add('pending', sent, raw('kilead'));
  await store.markSent(sent);
  await store.add('quarantine', spam, raw('sonstiges', 'honeypot'));

  const lines: string[] = [];
  t.equal(await runOutbox([], { dataDir: dir }, (l) => lines.push(l)), 0);
  const out = lines.join('\n');
  t.match(out, 'pending: 1   quarantine: 1   sent: 1');
  t.match(out, new RegExp(`${pending}\\s+\\S+\\s+speaking`));
  t.match(out, new RegExp(`${spam}\\s+\\S+\\s+sonstiges\\s+spam: honeypot`));
  t.notMatch(out, new RegExp(`${sent}\\s`), 'sent messages only on request');
  lines.length = 0;
  await runOutbox(['list', 'sent'], { dataDir: dir }, (l) => lines.push(l));
  t.match(lines.join('\n'), sent);

  lines.length = 0;
  t.equal(await runOutbox(['requeue', sent.slice(0, 40), spam], { dataDir: dir }, (l) => lines.push(l)), 0);
  t.match(lines.join('\n'), 'moved from sent back to pending');
  t.match(lines.join('\n'), 'moved from quarantine back to pending');
  t.same((await store.scanPending()).ids.sort(), [pending, sent, spam].sort());
  t.equal(await runOutbox(['requeue', 'nope'], { dataDir: dir }, () => {}), 1, 'unknown id');
  t.equal(await runOutbox(['frobnicate'], { dataDir: dir }, () => {}), 2, 'unknown command');
});
