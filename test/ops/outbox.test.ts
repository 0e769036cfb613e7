// The built outbox tool (`npm run outbox -- …`) for data-subject requests and retention, on a
// store filled by the real form endpoint: export <email> (Art. 15 DSGVO), delete <id>
// (Art. 17), purge.
import { execFile } from 'node:child_process';
import { copyFile, readdir, utimes } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import t, { type Test } from 'tap';
import { MaildirStore } from '../../server/contact/maildir.ts';
import { leadApp, postForm, storeContents, validFields } from '../contact/helpers.ts';
import { requireBuild, ROOT } from './process.ts';

requireBuild(t);

const OUTBOX = path.join(ROOT, 'dist/server/outbox.js');
const DAY_MS = 24 * 60 * 60 * 1000;

async function outbox(dataDir: string, ...args: string[]) {
  try {
    const { stdout } = await promisify(execFile)(process.execPath, [OUTBOX, ...args], {
      cwd: ROOT,
      env: { PATH: process.env.PATH ?? '', DATA_DIR: dataDir },
    });
    return { code: 0, stdout };
  } catch (error) {
    const { code, stdout } = error as { code: number; stdout: string };
    return { code, stdout };
  }
}

/** Erika: one pending and one sent lead, and one held as spam; Max: one pending lead. */
async function filledStore(t: Test) {
  const app = await leadApp(t);
  const erika = { name: 'Erika Musterfrau', email: 'Erika.Muster@Example.org' };
  for (const fields of [
    validFields({ ...erika, message: 'Erste Anfrage von Erika' }),
    validFields({ ...erika, message: 'Zweite Anfrage von Erika' }),
    validFields({ ...erika, message: 'Spam im Namen von Erika', website: 'https://spam.example' }),
    validFields({ name: 'Max', email: 'max@mustermann.de', message: 'Anfrage von Max' }),
  ]) {
    t.equal((await postForm(app, fields)).statusCode, 200);
  }
  const dataDir = app.config.dataDir;
  const store = new MaildirStore(dataDir);
  const pending = await store.list('pending');
  await store.markSent(pending[1]!.id);
  return { dataDir, store, ids: pending.map((e) => e.id) };
}

t.test('outbox export <email> – prints every message from that address in every folder as JSON', async (t) => {
  const { dataDir, ids } = await filledStore(t);
  const { code, stdout } = await outbox(dataDir, 'export', 'erika.muster@example.org');
  t.equal(code, 0);
  const result = JSON.parse(stdout) as { count: number; messages: Array<Record<string, unknown> & { text: string; state: string }> };
  t.equal(result.count, 3, 'pending, sent and quarantined');
  t.same(result.messages.map((m) => m.state).sort(), ['pending', 'quarantine', 'sent']);
  t.same(
    result.messages.map((m) => /(\w+) Anfrage von Erika|Spam im Namen von Erika/.exec(m.text)?.[0]).sort(),
    ['Erste Anfrage von Erika', 'Spam im Namen von Erika', 'Zweite Anfrage von Erika'],
    'the decoded message texts',
  );
  const sent = result.messages.find((m) => m.state === 'sent')!;
  t.equal(sent.id, ids[1]);
  t.same(sent.replyTo, ['"Erika Musterfrau" <Erika.Muster@example.org>']);
  t.match(sent.subject, /^Kontaktanfrage: .* – Erika Musterfrau$/);
  t.match(sent.lead, { 'x-lead-topic': 'speaking', 'x-lead-id': ids[1] });
  t.notMatch(stdout, /Max|mustermann/, "nobody else's message");

  const none = JSON.parse((await outbox(dataDir, 'export', 'niemand@example.org')).stdout) as { count: number };
  t.equal(none.count, 0);
  t.equal((await outbox(dataDir, 'export')).code, 2, 'an address is required');
});

t.test('outbox delete <id> – removes a message from every folder it is in', async (t) => {
  const { dataDir, ids } = await filledStore(t);
  // The same message in two folders, as a copy restored from a backup would leave it.
  const sentName = (await readdir(path.join(dataDir, 'cur')))[0]!;
  await copyFile(path.join(dataDir, 'cur', sentName), path.join(dataDir, '.Failed/new', ids[1]!));
  const { code, stdout } = await outbox(dataDir, 'delete', ids[1]!, ids[0]!.slice(0, 45));
  t.equal(code, 0, stdout);
  t.match(stdout, `${ids[1]}: deleted from failed`);
  t.match(stdout, `${ids[1]}: deleted from sent`);
  t.match(stdout, `${ids[0]}: deleted from pending`, 'a unique prefix will do');
  const left = await storeContents(dataDir);
  t.same(left.sent, []);
  t.same(left.failed, []);
  t.same(left.pending, [ids[2]], "Max's lead stays");
  t.equal(left.quarantine.length, 1);

  const again = await outbox(dataDir, 'delete', ids[1]!);
  t.equal(again.code, 1);
  t.match(again.stdout, 'no message with this id');
  t.equal((await outbox(dataDir, 'delete', '1')).code, 1, 'an ambiguous prefix deletes nothing');
  t.equal((await storeContents(dataDir)).pending.length, 1);
});

t.test('outbox purge – deletes sent and failed leads past LEAD_RETENTION_DAYS, keeps pending ones', async (t) => {
  const { dataDir, store } = await filledStore(t);
  const old = new Date(Date.now() - 31 * DAY_MS);
  for (const entry of [...(await store.list('sent')), ...(await store.list('pending'))]) await utimes(entry.file, old, old);
  const { code, stdout } = await outbox(dataDir, 'purge');
  t.equal(code, 0);
  t.match(stdout, 'deleted: 1 sent and 0 failed leads older than 30 days');
  const left = await storeContents(dataDir);
  t.same(left.sent, []);
  t.equal(left.pending.length, 2, 'pending leads are never deleted');
});
