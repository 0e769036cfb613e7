// /readyz must say what a lead would meet: for every way the store can break under a running
// server, the probe and a real post agree, and whatever the store can repair itself (a missing
// folder, a wiped and recreated volume) it repairs without a restart.
import { execFileSync } from 'node:child_process';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import t from 'tap';
import type { FastifyInstance } from 'fastify';
import { FIELD_LIMITS } from '../../shared/contact.ts';
import { postForm, storeContents, validFields } from '../contact/helpers.ts';
import { testApp } from '../helpers.ts';

async function state(app: FastifyInstance, fields = validFields()) {
  const ready = (await app.inject('/readyz')).statusCode;
  const post = (await postForm(app, fields)).statusCode;
  return { ready, post };
}

const repaired: Array<[string, (dataDir: string) => Promise<void>]> = [
  ['new/ deleted', (dir) => rm(path.join(dir, 'new'), { recursive: true })],
  ['tmp/ deleted', (dir) => rm(path.join(dir, 'tmp'), { recursive: true })],
  ['tokens/ deleted', (dir) => rm(path.join(dir, 'tokens'), { recursive: true })],
  ['DATA_DIR wiped and recreated', async (dir) => (await rm(dir, { recursive: true }), await mkdir(dir))],
];
for (const [label, breakIt] of repaired) {
  t.test(`store – ${label}: recreated; ready and posts stored without a restart`, async (t) => {
    const { app } = await testApp(t);
    t.same(await state(app), { ready: 200, post: 200 });
    await breakIt(app.config.dataDir);
    t.same(await state(app), { ready: 200, post: 200 });
    // The post right after the damage, with no probe in between, is stored too.
    await breakIt(app.config.dataDir);
    t.equal((await postForm(app, validFields())).statusCode, 200, 'a post repairs the store itself');
    t.ok((await storeContents(app.config.dataDir)).pending.length >= 1, 'the lead is in new/');
  });
}

const broken: Array<[string, (dataDir: string) => Promise<void>]> = [
  [
    'new/ replaced by a file',
    async (dir) => (await rm(path.join(dir, 'new'), { recursive: true }), await writeFile(path.join(dir, 'new'), 'x')),
  ],
  [
    'tokens/ replaced by a file',
    async (dir) => (await rm(path.join(dir, 'tokens'), { recursive: true }), await writeFile(path.join(dir, 'tokens'), 'x')),
  ],
];
for (const [label, breakIt] of broken) {
  t.test(`store – ${label}: not ready, and posts are refused with 503, never a false success`, async (t) => {
    const { app } = await testApp(t);
    await breakIt(app.config.dataDir);
    t.same(await state(app), { ready: 503, post: 503 });
  });
}

t.test('store – a nearly full disk: not ready when the largest lead would not fit', async (t) => {
  // A small tmpfs as DATA_DIR (needs root, as in CI and in the Docker-less dev machine).
  const mountPoint = await mkdtemp(path.join(tmpdir(), 'ki-site-full-'));
  t.teardown(() => rm(mountPoint, { recursive: true, force: true }));
  try {
    execFileSync('mount', ['-t', 'tmpfs', '-o', 'size=512k', 'tmpfs', mountPoint], { stdio: 'ignore' });
  } catch {
    t.plan(0, 'skipped: mounting a tmpfs needs root (CAP_SYS_ADMIN), which this machine does not grant');
    return;
  }
  t.teardown(() => execFileSync('umount', ['-l', mountPoint]));
  const { app } = await testApp(t, { env: { DATA_DIR: mountPoint } });
  const largest = validFields({ message: '€'.repeat(FIELD_LIMITS.message) });
  t.same(await state(app, largest), { ready: 200, post: 200 }, 'room for a lead');

  // Leave about 12 KiB: a probe file fits, the largest lead does not.
  let filler = 0;
  for (;;) {
    try {
      await writeFile(path.join(mountPoint, `filler-${filler++}`), Buffer.alloc(4096));
    } catch {
      break;
    }
  }
  await rm(path.join(mountPoint, 'filler-0'));
  await rm(path.join(mountPoint, 'filler-1'));
  await rm(path.join(mountPoint, 'filler-2'));
  t.same(await state(app, largest), { ready: 503, post: 503 }, 'full: both refuse');

  for (let i = 3; i < filler; i++) await rm(path.join(mountPoint, `filler-${i}`), { force: true });
  t.same(await state(app, largest), { ready: 200, post: 200 }, 'room again: both accept');
});
