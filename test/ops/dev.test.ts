// `npm run dev` in a copy of the project: it builds into the copy's own dist/ (a build empties
// dist/ first, which would pull the files from under the other tests), serves a page and stops
// on SIGTERM. It used to crash at once: it watched public/, which does not exist.
import { spawn } from 'node:child_process';
import { cp, symlink } from 'node:fs/promises';
import path from 'node:path';
import t from 'tap';
import { freePort, ROOT, tempDir } from './process.ts';

/** What `npm run dev` needs of the project; node_modules is linked, not copied. */
const COPIED = ['server', 'client', 'shared', 'scripts', 'build.mjs', 'package.json', 'tsconfig.json'];

t.test('dev – `npm run dev` builds, serves the home page and stops cleanly on SIGTERM', async (t) => {
  const copy = await tempDir(t, 'ki-site-dev-');
  for (const name of COPIED) await cp(path.join(ROOT, name), path.join(copy, name), { recursive: true });
  await symlink(path.join(ROOT, 'node_modules'), path.join(copy, 'node_modules'), 'dir');
  const port = await freePort();
  const dev = spawn(process.execPath, ['scripts/dev.mjs'], {
    cwd: copy,
    env: { PATH: process.env.PATH ?? '', PORT: String(port), HOST: '127.0.0.1', DATA_DIR: path.join(copy, 'data'), LOG_LEVEL: 'warn' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  dev.stdout.setEncoding('utf8').on('data', (chunk: string) => (output += chunk));
  dev.stderr.setEncoding('utf8').on('data', (chunk: string) => (output += chunk));
  let exitCode: number | string | null = null;
  const exited = new Promise<number | string>((resolve) =>
    dev.on('exit', (code, signal) => resolve((exitCode = code ?? signal ?? -1))),
  );
  t.teardown(() => {
    if (exitCode === null) dev.kill('SIGKILL');
  });

  // The build takes a few seconds (images, fonts); a slow CI machine gets a minute.
  const deadline = Date.now() + 60_000;
  let status = 0;
  while (status !== 200) {
    if (exitCode !== null) t.fail(`npm run dev exited with ${String(exitCode)} before serving:\n${output}`);
    if (exitCode !== null || Date.now() > deadline) break;
    status = await fetch(`http://127.0.0.1:${port}/`).then(
      (res) => res.status,
      () => 0,
    );
    if (status !== 200) await new Promise((resolve) => setTimeout(resolve, 250));
  }
  t.equal(status, 200, 'GET / answers 200');
  if (exitCode !== null) return;

  dev.kill('SIGTERM');
  t.equal(await exited, 0, 'exits with 0 after stopping its server');
  const after = await fetch(`http://127.0.0.1:${port}/`).then(
    () => 'answered',
    () => 'refused',
  );
  t.equal(after, 'refused', 'the server it started is gone');
});
