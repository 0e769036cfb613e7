// `npm start` and `npm run outbox` as package.json defines them, in a copy of the project whose
// build.mjs only writes stand-in entries: `.env` is read (the environment wins over it), and
// the outbox builds first when there is no build, as `npm start` does.
import { execFile, spawn } from 'node:child_process';
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
  await writeFile('dist/server/main.js', \`
    console.log(JSON.stringify({ server: true, fromFile: process.env.SITE_TEST_FILE, fromEnv: process.env.SITE_TEST_ENV }));
    if (process.env.SITE_TEST_SIGNALS) {
      // Runs until a signal comes and reports every signal of the next half second. At work: the
      // event loop turns only every 100 ms, as a busy server's does.
      const seen = [];
      const report = () => (console.log(JSON.stringify({ signals: seen })), process.exit(0));
      for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => seen.push(signal) === 1 && setTimeout(report, 500));
      setInterval(() => { for (const end = Date.now() + 100; Date.now() < end; ); }, 1);
    }\`);
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

t.test('npm start: one Ctrl-C reaches the server once (tsx relayed a second one)', async (t) => {
  const dir = await project(t);
  // Sent as a terminal sends Ctrl-C, or a supervisor its SIGTERM: to the whole process group.
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    const npm = spawn('npm', ['run', '--silent', 'start'], {
      cwd: dir,
      env: { PATH: process.env.PATH ?? '', HOME: dir, SITE_TEST_SIGNALS: '1' },
      detached: true, // its own process group, as in a terminal
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    let stdout = '';
    let done = false;
    const closed = new Promise((resolve) => npm.on('close', () => resolve((done = true))));
    t.teardown(() => void (done || process.kill(-npm.pid!, 'SIGKILL')));
    await new Promise<void>((resolve) =>
      npm.stdout.setEncoding('utf8').on('data', (chunk: string) => (stdout += chunk).includes('"server":true') && resolve()),
    );
    process.kill(-npm.pid!, signal);
    await closed;
    t.same(JSON.parse(stdout.trim().split('\n').pop()!), { signals: [signal] }, `${signal}: the server saw it once`);
  }
});
