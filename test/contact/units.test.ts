import { mkdtemp, readdir, readFile, rm, utimes, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import t from 'tap';
import { composeLead, messageIdOf } from '../../server/contact/compose.ts';
import { classifyFailure } from '../../server/contact/delivery.ts';
import { prefersHtml } from '../../server/contact/http.ts';
import { idOf, MaildirStore, newId, QUARANTINE_MAX_AGE_MS } from '../../server/contact/maildir.ts';
import { spamReason } from '../../server/contact/spam.ts';
import { issueToken, verifyToken } from '../../server/contact/token.ts';
import { checkEmail, checkName, validateLead } from '../../server/contact/validate.ts';
import { runOutbox } from '../../server/outbox.ts';
import { parseMail, SECRET } from './helpers.ts';

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
  t.equal(checkName(' '), 'required');
  t.equal(checkEmail('a@b'), undefined, 'the browser accepts a dotless domain');
  t.equal(checkEmail('a@-b.de'), 'invalid-email');
  t.equal(checkEmail('a@b..de'), 'invalid-email');
  t.equal(checkEmail('ä@b.de'), 'invalid-email', 'no raw Unicode (browsers send the punycode domain)');
  t.equal(checkEmail(`${'a'.repeat(250)}@b.de`), 'too-long');
  const ok = validateLead({ name: ' Max ', email: ' max@b.de ', cta_type: '', message: ' Hallo ' });
  t.same(ok, { ok: true, lead: { name: 'Max', email: 'max@b.de', topic: 'sonstiges', message: 'Hallo' } });
});

t.test('spam – the token decides, form_start_time can only add a reason', async (t) => {
  const now = Date.now();
  const fields = (over: Record<string, string> = {}) => ({ website: '', form_start_time: String(now - 10_000), ...over });
  t.equal(spamReason(fields(), verifyToken(SECRET, issueToken(SECRET, now - 5_000), now), now), null);
  t.equal(spamReason(fields(), verifyToken(SECRET, issueToken(SECRET, now - 2_999), now), now), 'too-fast');
  t.equal(spamReason(fields(), verifyToken(SECRET, issueToken(SECRET, now - 3_000), now), now), null, 'exactly 3 s is enough');
  t.equal(spamReason(fields({ form_start_time: String(now - 1_000) }), verifyToken(SECRET, issueToken(SECRET, now - 5_000), now), now), 'start-time');
  t.equal(spamReason(fields({ form_start_time: String(now + 60_000) }), verifyToken(SECRET, issueToken(SECRET, now - 5_000), now), now), 'start-time', 'a start in the future');
  t.equal(spamReason(fields({ form_start_time: 'gestern' }), verifyToken(SECRET, issueToken(SECRET, now - 5_000), now), now), null, 'an unreadable start time is left to the token');
  t.equal(spamReason(fields({ website: ' ' }), verifyToken(SECRET, issueToken(SECRET, now - 5_000), now), now), 'honeypot');
  t.equal(spamReason(fields(), verifyToken(SECRET, 'a.b', now), now), 'token-forged');
  t.equal(spamReason(fields(), verifyToken(SECRET, undefined, now), now), 'token-missing');
});

t.test('content negotiation – only a request that prefers HTML gets the redirect', async (t) => {
  t.equal(prefersHtml('text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8'), true, 'Chrome/Firefox form post');
  t.equal(prefersHtml('text/html'), true);
  t.equal(prefersHtml('*/*'), false, 'fetch default');
  t.equal(prefersHtml('application/json'), false);
  t.equal(prefersHtml('application/json, text/plain, */*'), false);
  t.equal(prefersHtml('text/html;q=0.5, application/json'), false);
  t.equal(prefersHtml('text/*, application/json;q=0.5'), true, 'a wildcard counts with its own q');
  t.equal(prefersHtml('application/*, text/html;q=0.8'), false);
  t.equal(prefersHtml('text/html;q=0'), false);
  t.equal(prefersHtml(undefined), false);
});

t.test('delivery – failures are classified as permanent, temporary or a relay problem', async (t) => {
  t.equal(classifyFailure({ code: 'EMESSAGE', responseCode: 550, permanent: true }), 'permanent');
  t.equal(classifyFailure({ code: 'EENVELOPE', responseCode: 553 }), 'permanent');
  t.equal(classifyFailure({ code: 'EPROTOCOL', responseCode: 503, permanent: false }), 'temporary', '503 bad sequence: a new session may work');
  t.equal(classifyFailure({ code: 'EMESSAGE', responseCode: 451 }), 'temporary');
  t.equal(classifyFailure({ code: 'EENVELOPE', responseCode: 452 }), 'temporary');
  t.equal(classifyFailure({ code: 'ECONNECTION', responseCode: 421 }), 'relay');
  t.equal(classifyFailure({ code: 'ESOCKET' }), 'relay', 'connection refused');
  t.equal(classifyFailure({ code: 'ETIMEDOUT' }), 'relay');
  t.equal(classifyFailure({ code: 'EAUTH', responseCode: 535 }), 'relay', 'wrong credentials: every message would fail, keep them pending');
  t.equal(classifyFailure(new Error('?')), 'relay');
});

t.test('compose – a complete RFC 5322 message with its own Message-ID', async (t) => {
  const id = newId(Date.parse('2026-01-02T03:04:05Z'));
  const raw = await composeLead(
    { id, lead: { name: 'Max', email: 'max@b.de', topic: 'sparring', message: 'Zeile 1\r\nZeile 2' }, receivedAt: new Date('2026-01-02T03:04:05Z'), formLoadedAt: Date.parse('2026-01-02T03:03:05Z') },
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
  t.ok(raw.toString('latin1').split('\r\n').every((line) => line.length <= 998), 'no line over the RFC 5322 limit');
});

t.test('store – ids are unique, sortable by time and safe as file names', async (t) => {
  const ids = Array.from({ length: 1000 }, () => newId());
  t.equal(new Set(ids).size, 1000);
  for (const id of ids.slice(0, 5)) t.match(id, /^\d{10}\.M\d+P\d+Q\d+R[0-9a-f]{16}\.[A-Za-z0-9_-]+$/);
  t.equal(idOf(`${ids[0]}:2,S`), ids[0]);
});

t.test('store – add, sent, failed, requeue and the pending snapshot', async (t) => {
  const { dir, store } = await tempStore(t);
  const [a, b, c] = [newId(Date.now() - 60_000), newId(), newId()] as const;
  await store.add('pending', a, Buffer.from('A'));
  await store.add('pending', b, Buffer.from('B'));
  await store.add('quarantine', c, Buffer.from('C'));
  t.same(await store.pendingIds(), [a, b], 'oldest first');
  const snapshot = store.pendingSnapshot();
  t.equal(snapshot.count, 2);
  t.ok(snapshot.oldestAgeMs! >= 59_000, 'the age of the oldest');
  t.equal(await readFile(path.join(dir, 'new', a), 'utf8'), 'A');
  t.same(await readdir(path.join(dir, 'tmp')), []);

  await store.markSent(a);
  await store.markFailed(b);
  t.equal(store.pendingSnapshot().count, 0);
  t.same(await readdir(path.join(dir, 'cur')), [`${a}:2,S`]);
  t.same((await store.list('failed')).map((e) => e.id), [b]);
  t.equal(await store.requeue(b), 'failed');
  t.equal(await store.requeue(c), 'quarantine');
  t.equal(await store.requeue('1.gibt-es-nicht'), null);
  t.same((await store.pendingIds()).sort(), [b, c].sort());
  await t.rejects(store.add('pending', '../escape', Buffer.from('x')), /invalid message id/);
  t.ok((await readdir(dir)).includes('.Failed'), 'Maildir++ folders');
  t.ok((await readdir(path.join(dir, '.Quarantine'))).includes('maildirfolder'));
});

t.test('store – a nonce is claimed once, even by racing posts', async (t) => {
  const { store } = await tempStore(t);
  const nonce = 'AbCdEfGhIjKlMnOp';
  const results = await Promise.all(Array.from({ length: 20 }, () => store.claimNonce(nonce, newId())));
  t.equal(results.filter(Boolean).length, 1);
  await store.releaseNonce(nonce);
  t.equal(await store.claimNonce(nonce, newId()), true, 'released: claimable again');
  t.equal(await store.claimNonce('../../etc/passwd', newId()), false, 'never a path');
});

t.test('store – purge deletes spam after 30 days, token records after a day, tmp debris after 36 hours', async (t) => {
  const { dir, store } = await tempStore(t);
  const old = newId();
  const fresh = newId();
  await store.add('quarantine', old, Buffer.from('old spam'));
  await store.add('quarantine', fresh, Buffer.from('new spam'));
  await store.add('pending', newId(), Buffer.from('a lead is never purged'));
  await store.claimNonce('oldNonce12345678', old);
  await store.claimNonce('newNonce12345678', fresh);
  await writeFile(path.join(dir, 'tmp', 'debris'), 'x');
  const ago = (ms: number) => new Date(Date.now() - ms);
  await utimes(path.join(dir, '.Quarantine/new', old), ago(QUARANTINE_MAX_AGE_MS + 60_000), ago(QUARANTINE_MAX_AGE_MS + 60_000));
  await utimes(path.join(dir, 'tokens', 'oldNonce12345678'), ago(26 * 3600_000), ago(26 * 3600_000));
  await utimes(path.join(dir, 'tmp', 'debris'), ago(37 * 3600_000), ago(37 * 3600_000));
  t.same(await store.purge(), { quarantine: 1, tokens: 1, tmp: 1 });
  t.same((await store.list('quarantine')).map((e) => e.id), [fresh]);
  t.equal((await store.pendingIds()).length, 1);
  t.same(await readdir(path.join(dir, 'tokens')), ['newNonce12345678']);
});

t.test('outbox – lists every state and re-queues a failed or quarantined message by id prefix', async (t) => {
  const { dir, store } = await tempStore(t);
  const raw = (topic: string, spam?: string) =>
    Buffer.from(`X-Lead-Topic: ${topic}\r\n${spam ? `X-Lead-Spam: ${spam}\r\n` : ''}Subject: x\r\n\r\nbody`);
  const [pending, sent, failed, spam] = [newId(), newId(), newId(), newId()];
  await store.add('pending', pending, raw('speaking'));
  await store.add('pending', sent, raw('kilead'));
  await store.markSent(sent);
  await store.add('pending', failed, raw('sparring'));
  await store.markFailed(failed);
  await store.add('quarantine', spam, raw('sonstiges', 'honeypot'));

  const lines: string[] = [];
  t.equal(await runOutbox([], dir, (l) => lines.push(l)), 0);
  const out = lines.join('\n');
  t.match(out, 'pending: 1   failed: 1   quarantine: 1   sent: 1');
  t.match(out, new RegExp(`${pending}\\s+\\S+\\s+speaking`));
  t.match(out, new RegExp(`${spam}\\s+\\S+\\s+sonstiges\\s+spam: honeypot`));
  t.notMatch(out, new RegExp(`${sent}\\s`), 'sent messages only on request');
  lines.length = 0;
  await runOutbox(['list', 'sent'], dir, (l) => lines.push(l));
  t.match(lines.join('\n'), sent);

  lines.length = 0;
  t.equal(await runOutbox(['requeue', failed.slice(0, 40), spam], dir, (l) => lines.push(l)), 0);
  t.match(lines.join('\n'), 'moved from failed back to pending');
  t.match(lines.join('\n'), 'moved from quarantine back to pending');
  t.same((await store.pendingIds()).sort(), [pending, failed, spam].sort());
  t.equal(await runOutbox(['requeue', 'nope'], dir, () => {}), 1, 'unknown id');
  t.equal(await runOutbox(['frobnicate'], dir, () => {}), 2, 'unknown command');
});
