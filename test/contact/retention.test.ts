// Retention of the lead store: delivered leads (cur/) are deleted LEAD_RETENTION_DAYS after they
// were received. A lead that was never delivered (new/) is never deleted by housekeeping,
// however old.
import { mkdir, utimes, writeFile } from 'node:fs/promises';
import path from 'node:path';
import t from 'tap';
import { MaildirStore } from '../../server/contact/maildir.ts';
import { NonceLedger } from '../../server/contact/nonces.ts';
import { housekeeping } from '../../server/contact/retention.ts';
import { LEAD_RETENTION_DAYS } from '../../shared/content/privacy.ts';
import { site, tempDataDir, testConfig, testApp } from '../helpers.ts';
import { storeContents, waitFor } from './helpers.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

/** Writes a message file whose mtime lies `ageDays` in the past. */
async function message(dataDir: string, dir: string, name: string, ageDays: number) {
  await mkdir(path.join(dataDir, dir), { recursive: true });
  const file = path.join(dataDir, dir, name);
  await writeFile(file, 'Subject: Anfrage\r\n\r\nText\r\n');
  const time = new Date(Date.now() - ageDays * DAY_MS);
  await utimes(file, time, time);
}

/** Old and recent messages in every folder. */
async function fill(dataDir: string) {
  await message(dataDir, 'cur', '1000.old-sent:2,S', 31);
  await message(dataDir, 'cur', '2000.recent-sent:2,S', 29);
  await message(dataDir, 'new', '1003.old-pending', 400);
  await message(dataDir, '.Quarantine/new', '2002.recent-spam', 10);
}

const KEPT = {
  pending: ['1003.old-pending'],
  sent: ['2000.recent-sent:2,S'],
  quarantine: ['2002.recent-spam'],
  tmp: [],
};

t.test('retention – the default is the period the privacy statement names', async (t) => {
  const config = await testConfig(t);
  t.equal(config.leadRetentionDays, LEAD_RETENTION_DAYS);
  t.equal(LEAD_RETENTION_DAYS, 30);
  t.match(
    site.content.prose.datenschutz.body,
    new RegExp(`${LEAD_RETENTION_DAYS}\u00a0Tage nach (dem )?Eingang`),
    'the statement names it',
  );
  const { app } = await testApp(t, { env: { LEAD_RETENTION_DAYS: '7' } });
  t.equal(app.config.leadRetentionDays, 7);
  t.match((await app.inject('/datenschutz')).body, '7\u00a0Tage nach dem Eingang', 'and the period set, where it is set');
  for (const bad of ['0', 'abc', '-1', '1.5']) {
    await t.rejects(testConfig(t, { LEAD_RETENTION_DAYS: bad }), /LEAD_RETENTION_DAYS/, `${bad} is refused`);
  }
});

t.test('retention – housekeeping deletes delivered leads past the period; a pending lead is never deleted, however old', async (t) => {
  const config = await testConfig(t);
  await fill(config.dataDir);
  const store = new MaildirStore(config.dataDir);
  const nonces = new NonceLedger(store.tokens, (id) => store.has(id));
  t.equal((await housekeeping(store, nonces, 30)).sent, 1, 'the delivered lead past 30 days');
  t.same(await storeContents(config.dataDir), KEPT, 'the pending lead of 400 days stays');
  t.equal((await housekeeping(store, nonces, 30)).sent, 0, 'a second sweep finds nothing');
  t.equal((await housekeeping(store, nonces, 1)).sent, 1, 'a shorter period takes more delivered leads');
  t.equal((await storeContents(config.dataDir)).pending.length, 1, 'and still not the pending one');
});

t.test('retention – the server sweeps at boot and then periodically, and stops on close', async (t) => {
  const dataDir = await tempDataDir(t);
  await fill(dataDir);
  const { app } = await testApp(t, { env: { DATA_DIR: dataDir }, housekeepingIntervalMs: 100 });
  await waitFor(async () => (await storeContents(dataDir)).sent.length === 1, 5_000, 'the sweep at boot');
  t.same(await storeContents(dataDir), KEPT, 'swept at boot');

  await message(dataDir, 'cur', '3000.later-sent:2,S', 60);
  await waitFor(async () => !(await storeContents(dataDir)).sent.includes('3000.later-sent:2,S'), 5_000, 'the periodic sweep');
  t.pass('a lead that expired while running is deleted by the periodic sweep');

  await app.close();
  await message(dataDir, 'cur', '4000.after-close:2,S', 60);
  await new Promise((resolve) => setTimeout(resolve, 300));
  t.ok((await storeContents(dataDir)).sent.includes('4000.after-close:2,S'), 'no sweep after close');
});

t.test('retention – LEAD_RETENTION_DAYS sets the period of the running server', async (t) => {
  const dataDir = await tempDataDir(t);
  await fill(dataDir);
  await testApp(t, { env: { DATA_DIR: dataDir, LEAD_RETENTION_DAYS: '365' } });
  await new Promise((resolve) => setTimeout(resolve, 200));
  t.equal((await storeContents(dataDir)).sent.length, 2, 'nothing is a year old');
});
