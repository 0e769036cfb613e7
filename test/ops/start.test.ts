// `npm start` and `npm run outbox` as package.json defines them, in a copy of the project whose
// build.mjs only writes stand-in entries: `.env` is read (the environment wins over it), and
// the outbox builds first when there is no build, as `npm start` does.
import { execFile } from 'node:child_process';
import { cp, mkdir, symlink, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import t from 'tap';
import { ROOT, tempDir } from './process.ts';

const FAKE_BUILD = `
import { mkdir, writeFile } from 'node:fs/promises';
export async function build() {
  await mkdir('dist/server/cli', { recursive: true });
  await writeFile('dist/manifest.json', '{}');
  await writeFile('dist/server/main.js', 'console.log(JSON.stringify({ server: true, fromFile: process.env.SITE_TEST_FILE, fromEnv: process.env.SITE_TEST_ENV }));');
  await writeFile('dist/server/cli/outbox.js', 'console.log(JSON.stringify({ outbox: process.argv.slice(2), dataDir: process.env.DATA_DIR }));');
  console.log('build report');
}
`;

/** A copy of package.json and scripts/ with the stand-in build, and the real node_modules. */
async function project(t: Parameters<typeof tempDir>[0]) {
  const dir = await tempDir(t);
  await cp(path.join(ROOT, 'package.json'), path.join(dir, 'package.json'));
  await cp(path.join(ROOT, 'scripts'), path.join(dir, 'scripts'), { recursive: true });
  await mkdir(path.join(dir, 'server'));
  await writeFile(path.join(dir, 'build.mjs'), FAKE_BUILD);
  await symlink(path.join(ROOT, 'node_modules'), path.join(dir, 'node_modules'));
  return dir;
}

function npm(dir: string, args: string[], env: Record<string, string> = {}) {
  return promisify(execFile)('npm', ['run', '--silent', ...args], { cwd: dir, env: { PATH: process.env.PATH ?? '', HOME: dir, ...env } });
}

t.test('npm run outbox before the first build: builds first, then runs the tool with its arguments', async (t) => {
  const dir = await project(t);
  const { stdout, stderr } = await npm(dir, ['outbox', '--', 'list', 'pending']);
  t.same(JSON.parse(stdout), { outbox: ['list', 'pending'] }, "stdout is the tool's alone");
  t.match(stderr, /No build found: building/);
  t.match(stderr, /build report/, "the build's report went to stderr");
});

t.test('npm start reads .env; a variable set in the environment wins over the file', async (t) => {
  const dir = await project(t);
  await writeFile(path.join(dir, '.env'), 'SITE_TEST_FILE=from-file\nSITE_TEST_ENV=from-file\nDATA_DIR=./from-dotenv\n');
  const { stdout } = await npm(dir, ['start'], { SITE_TEST_ENV: 'from-environment' });
  t.same(JSON.parse(stdout.trim().split('\n').pop()!), { server: true, fromFile: 'from-file', fromEnv: 'from-environment' });
  const outbox = await npm(dir, ['outbox', '--', 'list']);
  t.same(JSON.parse(outbox.stdout), { outbox: ['list'], dataDir: './from-dotenv' }, 'the outbox reads the same .env');
});
