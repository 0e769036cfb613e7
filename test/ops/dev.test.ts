// `npm run dev` in a copy of the project: it builds into the copy's own dist/ (a build empties
// dist/ first, which would pull the files from under the other tests), serves a page, shows an
// edit of a text (a rebuild by esbuild's watch) and of a photo in public/images (a fresh build)
// and stops on SIGTERM.
import { spawn } from 'node:child_process';
import { cp, readFile, symlink, writeFile } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import t from 'tap';
import { freePort, ROOT, tempDir, until } from './process.ts';

/** What `npm run dev` needs of the project; node_modules is linked, not copied. */
const COPIED = ['server', 'client', 'shared', 'scripts', 'public', 'build.mjs', 'package.json', 'tsconfig.json'];

t.test('dev – `npm run dev` builds, serves the home page and stops cleanly on SIGTERM', async (t) => {
  const copy = await tempDir(t, 'ki-site-dev-');
  for (const name of COPIED) await cp(path.join(ROOT, name), path.join(copy, name), { recursive: true });
  await symlink(path.join(ROOT, 'node_modules'), path.join(copy, 'node_modules'), 'dir');
  const port = await freePort();
  const dev = spawn(process.execPath, ['--import', 'tsx', 'scripts/dev.ts'], {
    cwd: copy,
    env: { PATH: process.env.PATH ?? '', PORT: String(port), HOST: '127.0.0.1', DATA_DIR: path.join(copy, 'data'), LOG_LEVEL: 'warn' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  dev.stdout.setEncoding('utf8').on('data', (chunk: string) => (output += chunk));
  dev.stderr.setEncoding('utf8').on('data', (chunk: string) => (output += chunk));
  let exitCode: number | string | null = null;
  const exited = new Promise<number | string>((resolve) => dev.on('exit', (code, signal) => resolve((exitCode = code ?? signal ?? -1))));
  t.teardown(() => {
    if (exitCode === null) dev.kill('SIGKILL');
  });

  const home = () =>
    fetch(`http://127.0.0.1:${port}/`).then(
      (res) => (res.ok ? res.text() : ''),
      () => '',
    );
  /**
   * Polls the home page until `check(html)` holds, however long a busy machine takes to build;
   * false if `npm run dev` exits instead.
   */
  const shows = async (check: (html: string) => boolean) => {
    await until(async () => exitCode !== null || check(await home()), 250);
    if (exitCode !== null) t.fail(`npm run dev exited with ${String(exitCode)}:\n${output}`);
    return exitCode === null;
  };

  t.ok(await shows((html) => html !== ''), 'GET / answers 200');
  if (exitCode !== null) return;

  const identity = path.join(copy, 'shared/content/identity.ts');
  const text = await readFile(identity, 'utf8');
  await writeFile(identity, text.replace("title: 'KI-Berater & Keynote-Speaker'", "title: 'KI-Berater & Keynote-Speaker (geändert)'"));
  t.ok(await shows((html) => html.includes('Keynote-Speaker (geändert)')), 'an edited text shows after the rebuild');

  const photo = path.join(copy, 'public/images/portrait.jpg');
  await sharp({ create: { width: 800, height: 1000, channels: 3, background: '#336699' } })
    .jpeg()
    .toFile(photo);
  t.ok(await shows((html) => /portrait-\d+-[0-9a-f]{8}\.jpg/.test(html)), 'a photo dropped into public/images appears on the page');
  if (exitCode !== null) return;

  dev.kill('SIGTERM');
  t.equal(await exited, 0, 'exits with 0 after stopping its server');
  const after = await fetch(`http://127.0.0.1:${port}/`).then(
    () => 'answered',
    () => 'refused',
  );
  t.equal(after, 'refused', 'the server it started is gone');
});
