import { mkdir, writeFile } from 'node:fs/promises';
import net, { type AddressInfo } from 'node:net';
import path from 'node:path';
import t from 'tap';
import { freePort } from '../../scripts/local-services.ts';
import { MAIN, requireBuild, run, startServer, tempDir } from './process.ts';
import { FORM_SECRET } from '../secret.ts';
import { storeContents, validFields, waitFor } from '../contact/helpers.ts';
import { multipart } from '../helpers.ts';

requireBuild(t);
// Each subtest runs its own server processes on its own port: they can run side by side.
t.jobs = 3;

// test/server/config.test.ts holds every message of a bad value; here the entry's own check of
// DATA_DIR, in a real process: one line on stderr, no stack trace, exit code 1 at once.
t.test('boot – a DATA_DIR the server cannot use stops the boot with one line naming it and exit code 1', async (t) => {
  const file = `${await tempDir(t)}/a-file`;
  await writeFile(file, '');
  const cases: Array<[string, RegExp]> = [
    [file, /^Invalid configuration: DATA_DIR is ".*a-file", which is a file: expected a folder .*e\.g\. DATA_DIR=\.\/data\n$/],
    // A recursive mkdir would never return here.
    ['/proc/nope', /^Invalid configuration: DATA_DIR is "\/proc\/nope", which cannot be created \(ENOENT\): .*DATA_DIR=\.\/data\n$/],
  ];
  await Promise.all(
    cases.map(async ([dataDir, message]) => {
      const proc = run(t, MAIN, { DATA_DIR: dataDir, PORT: '0' });
      t.equal(await bootOutcome(proc), 1, `${dataDir}: exit code 1, without listening`);
      t.match(proc.stderr(), message, `${dataDir}: one line that names DATA_DIR, no stack trace`);
    }),
  );
});

t.test('boot – a HOST or PORT it cannot listen on: exit code 1 and an error line that names the variable', async (t) => {
  const dataDir = await tempDir(t);
  const taken = net.createServer();
  await new Promise<void>((resolve) => taken.listen(0, '127.0.0.1', resolve));
  t.teardown(() => new Promise<void>((resolve) => taken.close(() => resolve())));
  const port = String((taken.address() as AddressInfo).port);
  const cases: Array<[Record<string, string>, RegExp]> = [
    [{ HOST: 'no-such-host.invalid', PORT: '0' }, /^cannot listen: HOST is no address of this machine/],
    [{ HOST: '127.0.0.1', PORT: port }, /^cannot listen: PORT is taken by another process/],
  ];
  for (const [env, hint] of cases) {
    const proc = run(t, MAIN, { DATA_DIR: dataDir, ...env });
    const line = await proc.waitForLog((l) => l.msg.startsWith('cannot listen'));
    t.match(line.msg, hint, JSON.stringify(env));
    t.equal(line.level, 50, 'at error level');
    t.equal(await proc.exited, 1, 'exit code 1');
  }
});

t.test('boot – a file where DATA_DIR/stats/days belongs: one error line naming it, and the site boots and takes leads', async (t) => {
  const dataDir = await tempDir(t);
  await mkdir(path.join(dataDir, 'stats'));
  await writeFile(path.join(dataDir, 'stats', 'days'), 'not a folder');
  const server = await startServer(t, { DATA_DIR: dataDir });
  const line = server.logs.find((l) => l.msg.startsWith('stats:'));
  t.match(line, { level: 50, path: path.join(dataDir, 'stats', 'days') }, 'at error level, with the path');
  t.match(line?.msg, /^stats: \S+\/stats\/days is not usable; the site runs without statistics until it is fixed and restarted$/);
  t.notOk(
    server.logs.some((l) => /cannot listen|HOST|PORT/.test(l.msg)),
    'no word of HOST or PORT',
  );
  const form = await multipart(validFields());
  const res = await fetch(`${server.url}/sendForm.php`, {
    method: 'POST',
    body: form.payload,
    headers: { ...form.headers, accept: 'application/json' },
  });
  t.equal(res.status, 200, 'a lead is taken');
  // Read while it is delivered, new/ and cur/ might both miss it or both hold it: its delivery is the proof.
  await waitFor(async () => (await storeContents(dataDir)).sent.length === 1, 5_000, 'stored and delivered');
  t.equal((await fetch(`${server.url}/`, { headers: { accept: 'text/html' } })).status, 200, 'pages are served, uncounted');
  server.child.kill('SIGTERM');
  t.equal(await server.exited, 0, 'and it stops cleanly, with nothing to write');
});

t.test(
  'boot – a hand-edited DATA_DIR/settings.json: a refused value is one error line naming it, never its value; the rest applies',
  async (t) => {
    const dataDir = await tempDir(t);
    await writeFile(path.join(dataDir, 'settings.json'), JSON.stringify({ ALERT_URL: 'kaputt-geheim', ALERT_AFTER_MINUTES: '5' }));
    const server = await startServer(t, { DATA_DIR: dataDir });
    t.match(
      server.logs.find((l) => l.msg.startsWith('settings:')),
      { level: 50, ignored: ['ALERT_URL'] },
    );
    t.match(
      server.logs.find((l) => l.msg === 'configuration'),
      { config: { alertAfterMinutes: 5, alertUrl: undefined } },
      'the owner’s good value',
    );
    t.notMatch(JSON.stringify(server.logs), 'kaputt-geheim');
    t.equal((await fetch(`${server.url}/readyz`)).status, 200, 'ready');
    server.child.kill('SIGTERM');
    t.equal(await server.exited, 0);
  },
);

/** Either the exit code of a refused boot, or 'listening' (the process is then stopped). */
async function bootOutcome(proc: ReturnType<typeof run>): Promise<number | string> {
  // Whichever comes first; the wait for the line fails only after the exit has won.
  const outcome = await Promise.race([proc.exited, proc.waitForLog((line) => /listening/i.test(line.msg)).then(() => 'listening')]);
  if (outcome === 'listening') {
    proc.child.kill('SIGTERM');
    await proc.exited;
  }
  return outcome;
}

t.test('boot – production without mail settings boots, but says so at error level and in /readyz', async (t) => {
  const port = await freePort();
  const proc = run(t, MAIN, {
    NODE_ENV: 'production',
    DATA_DIR: await tempDir(t),
    PORT: String(port),
    HOST: '127.0.0.1',
    FORM_SECRET,
  });
  const line = await proc.waitForLog((l) => /SMTP_URL is not set with NODE_ENV=production/.test(l.msg));
  t.equal(line.level, 50, 'logged at error level');
  await proc.waitForLog((l) => /listening/i.test(l.msg));
  const report = (await (await fetch(`http://127.0.0.1:${port}/readyz`)).json()) as { status: string; problems: string[] };
  t.equal(report.status, 'degraded', 'the status to monitor is not "ready"');
  t.ok(report.problems.includes('delivery-disabled'), 'and names the problem');
  proc.child.kill('SIGTERM');
  await proc.exited;
});

t.test('boot – production: JSON lines, the configuration once without secrets, a loud warning without FORM_SECRET', async (t) => {
  const server = await startServer(t, {
    FORM_SECRET: '',
    SMTP_URL: 'smtp://leads:hunter2-smtp-password@mail.example.de:587',
    MAIL_TO: 'owner@example.de',
    MAIL_FROM: 'site@example.de',
    ALERT_URL: 'https://ntfy.example/secret-alert-topic',
  });
  t.ok(
    server.logs.every((line) => line.level > 0),
    'every stdout line is JSON',
  );
  const configLines = server.logs.filter((line) => line.msg === 'configuration');
  t.equal(configLines.length, 1, 'the effective configuration is logged once');
  const config = configLines[0]!.config as Record<string, unknown>;
  t.equal(config.port, server.port);
  t.equal(config.dataDir, server.dataDir);
  t.match(config.smtp, /^smtp:\/\/leads:\*\*\*@mail\.example\.de:587/, 'the SMTP password is masked');
  t.notMatch(server.stdout(), /hunter2/, 'the SMTP password never appears');
  t.equal(config.alertUrl, 'set', 'nor does any other secret');
  t.notMatch(server.stdout(), /secret-alert-topic/);
  const warning = server.logs.find((line) => line.level === 40 && /FORM_SECRET/.test(line.msg));
  t.ok(warning, 'a warning names FORM_SECRET');
  t.match(warning?.msg, /Set FORM_SECRET in production/);

  server.child.kill('SIGTERM');
  t.equal(await server.exited, 0);
});

t.test('boot – a set FORM_SECRET is never logged', async (t) => {
  const server = await startServer(t);
  t.notMatch(server.stdout(), FORM_SECRET);
  t.notOk(
    server.logs.find((line) => /FORM_SECRET/.test(line.msg)),
    'no warning when it is set',
  );
  server.child.kill('SIGTERM');
  t.equal(await server.exited, 0);
});
