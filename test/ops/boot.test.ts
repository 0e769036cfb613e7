import t from 'tap';
import { MAIN, requireBuild, run, SECRET, startServer, tempDir } from './process.ts';

requireBuild(t);
// Each subtest runs its own server processes on its own port: they can run side by side.
t.jobs = 3;

t.test('boot – a bad value stops the boot with a message naming the variable and exit code 1', async (t) => {
  const dataDir = await tempDir(t);
  const cases: Array<[Record<string, string>, RegExp]> = [
    [{ PORT: 'abc' }, /\bPORT\b/],
    [{ LOG_LEVEL: 'chatty' }, /\bLOG_LEVEL\b/],
    [{ NODE_ENV: 'production', SMTP_URL: 'smtp://mail.example.de:587', MAIL_FROM: 'site@example.de' }, /\bMAIL_TO\b/],
    [{ NODE_ENV: 'production', SMTP_URL: 'smtp://mail.example.de:587', MAIL_TO: 'owner@example.de' }, /\bMAIL_FROM\b/],
  ];
  await Promise.all(
    cases.map(async ([env, variable]) => {
      const proc = run(t, MAIN, { DATA_DIR: dataDir, PORT: '0', ...env });
      t.equal(await proc.exited, 1, `${JSON.stringify(env)}: exit code 1`);
      t.match(proc.stderr(), variable, `${JSON.stringify(env)}: the message names ${variable}`);
      t.match(proc.stderr(), /^Invalid configuration: /, 'one clear line, no stack trace');
      t.notMatch(proc.stderr(), /\n\s+at /, 'no stack trace');
    }),
  );
});

t.test('boot – production: JSON lines, the configuration once without secrets, a loud warning without FORM_SECRET', async (t) => {
  const server = await startServer(t, {
    FORM_SECRET: '',
    SMTP_URL: 'smtp://leads:hunter2-smtp-password@mail.example.de:587',
    MAIL_TO: 'owner@example.de',
    MAIL_FROM: 'site@example.de',
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
  const warning = server.logs.find((line) => line.level === 40 && /FORM_SECRET/.test(line.msg));
  t.ok(warning, 'a warning names FORM_SECRET');
  t.match(warning?.msg, /Set FORM_SECRET in production/);

  server.child.kill('SIGTERM');
  t.equal(await server.exited, 0);
});

t.test('boot – a set FORM_SECRET is never logged', async (t) => {
  const server = await startServer(t);
  t.notMatch(server.stdout(), SECRET);
  t.notOk(server.logs.find((line) => /FORM_SECRET/.test(line.msg)), 'no warning when it is set');
  server.child.kill('SIGTERM');
  t.equal(await server.exited, 0);
});
