import { execFile } from 'node:child_process';
import { mkdir, readdir, rmdir, stat, utimes } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import t from 'tap';
import { OWNER_LIMITS, OwnerStore, tokenHash } from '../../server/owner/store.ts';
import { ROOT, requireBuild } from '../ops/process.ts';
import { SoftPasskey } from './authenticator.ts';
import { ORIGIN, register, signIn, ownerStore } from './auth-helpers.ts';
import { testApp } from '../helpers.ts';

const CLI = path.join(ROOT, 'dist/server/cli/owner.js');

t.test('the built CLI and the running server change the store at once and lose nothing', async (t) => {
  requireBuild(t);
  const { app } = await testApp(t);
  const store = ownerStore(app);
  const { dataDir } = app.config;
  const env = { PATH: process.env.PATH ?? '', DATA_DIR: dataDir, PUBLIC_URL: ORIGIN };
  const cli = () => promisify(execFile)(process.execPath, [CLI, 'link'], { env, cwd: ROOT });
  // Five CLI processes make links while the server writes a session per sign-in.
  const { token } = await store.createLink();
  const { passkey } = await register(app, token);
  const [links] = await Promise.all([
    Promise.all(Array.from({ length: 5 }, cli)),
    Promise.all(Array.from({ length: 15 }, () => signIn(app, passkey))),
  ]);
  const tokens = links.map(({ stdout }) => new URL(/^https:\S+$/m.exec(stdout)![0]).searchParams.get('token')!);
  const state = await store.read();
  t.same(state.links.map((link) => link.hash).sort(), tokens.map(tokenHash).sort(), 'every link the CLI printed is in the store');
  t.equal(state.passkeys.length, 1, 'the passkey is still there');
  t.equal(state.sessions.length, 16, 'every sign-in a session of its own');
  t.same((await readdir(path.join(dataDir, 'owner'))).sort(), ['state.json'], 'no lock or temporary file left behind');
  t.equal((await stat(path.join(dataDir, 'owner'))).mode & 0o777, 0o700, 'the folder is the server user’s alone');
  t.equal((await stat(path.join(dataDir, 'owner', 'state.json'))).mode & 0o777, 0o600, 'and so is the file');
});

t.test('a lock left by a process that died is broken after a while; a fresh one is waited for', async (t) => {
  const { app } = await testApp(t);
  const store = new OwnerStore(app.config.dataDir);
  await store.createLink();
  const lock = path.join(store.dir, 'lock');
  await mkdir(lock);
  const old = new Date(Date.now() - 60_000);
  await utimes(lock, old, old);
  t.ok((await store.createLink()).token, 'a stale lock is broken');
  await mkdir(lock);
  const waiting = store.createLink();
  let done = false;
  void waiting.then(() => (done = true));
  await new Promise((resolve) => setImmediate(resolve));
  t.notOk(done, 'a fresh lock is waited for');
  await rmdir(lock);
  t.ok((await waiting).token, 'and taken once it is gone');
  t.equal((await store.read()).links.length, 3);
});

t.test('at most 20 passkeys and 10 unused links, whatever is sent', async (t) => {
  const { app } = await testApp(t);
  const store = ownerStore(app);
  for (let i = 0; i < OWNER_LIMITS.passkeys; i++) {
    const { token } = await store.createLink();
    t.equal((await register(app, token, new SoftPasskey(ORIGIN))).verify.statusCode, 200, `passkey ${i + 1}`);
  }
  const { token } = await store.createLink();
  // From another address: this one has used up its 20 set-up attempts.
  const refused = await app.inject({
    method: 'POST',
    url: '/intern/einrichten/optionen',
    payload: { token },
    headers: { origin: ORIGIN },
    remoteAddress: '192.0.2.7',
  });
  t.equal(refused.statusCode, 409);
  t.match(refused.json().message, /schon 20 Geräte/);
  for (let i = 0; i < 15; i++) await store.createLink();
  t.equal((await store.read()).links.length, OWNER_LIMITS.links);
  t.equal((await store.read()).passkeys.length, OWNER_LIMITS.passkeys);
});
