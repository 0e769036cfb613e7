import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import t from 'tap';
import { ConfigError, loadConfig } from '../../server/config.ts';
import { loadServerConfig } from '../../server/server-config.ts';

t.test('defaults work for npm start on a laptop', async (t) => {
  const config = loadConfig({});
  t.equal(config.port, 3000);
  t.equal(config.host, '127.0.0.1');
  t.equal(config.publicUrl, 'http://localhost:3000');
  t.equal(config.formMode, 'live');
  t.equal(config.trustProxy, false);
  t.equal(config.contactRateLimit, 5);
  t.ok(config.formSecretGenerated);
  t.same(config.corsOrigins, []);
});

t.test('a bad value names the variable', async (t) => {
  const cases: Array<[Record<string, string>, string]> = [
    [{ PORT: 'abc' }, 'PORT'],
    [{ PORT: '70000' }, 'PORT'],
    [{ PORT: '1e3' }, 'PORT'],
    [{ PORT: '3000.0' }, 'PORT'],
    [{ LEAD_RETENTION_DAYS: '0x1e' }, 'LEAD_RETENTION_DAYS'],
    [{ PUBLIC_URL: 'example.de' }, 'PUBLIC_URL'],
    [{ LOG_LEVEL: 'loud' }, 'LOG_LEVEL'],
    [{ FORM_MODE: 'fake' }, 'FORM_MODE'],
    [{ FORM_SECRET: 'short' }, 'FORM_SECRET'],
    [{ CORS_ORIGINS: 'https://a.de,not an origin' }, 'CORS_ORIGINS'],
    [{ SMTP_URL: 'http://mail' }, 'SMTP_URL'],
    [{ SMTP_URL: 'smtp://mail.example.de:587' }, 'MAIL_TO'],
    [{ NODE_ENV: 'production', SMTP_URL: 'smtp://mail.example.de', MAIL_TO: 'a@b.de' }, 'MAIL_FROM'],
    [{ MAIL_TO: 'Owner <a@b.de>' }, 'MAIL_TO'],
    [{ TRUST_PROXY: 'yes please' }, 'TRUST_PROXY'],
    [{ TRUST_PROXY: 'true' }, 'TRUST_PROXY'],
    [{ TRUST_PROXY: '10.0.0.0/8, evil' }, 'TRUST_PROXY'],
    [{ TRUST_PROXY: '11' }, 'TRUST_PROXY'],
    [{ TRUST_PROXY: '999' }, 'TRUST_PROXY'],
    [{ TRUST_PROXY: '127.0.0.1/33' }, 'TRUST_PROXY'],
    [{ TRUST_PROXY: '::1/129' }, 'TRUST_PROXY'],
    [{ CONTACT_RATE_LIMIT: '0' }, 'CONTACT_RATE_LIMIT'],
  ];
  for (const [env, variable] of cases) {
    t.throws(() => loadConfig(env), ConfigError, JSON.stringify(env));
    try {
      loadConfig(env);
    } catch (error) {
      t.equal((error as ConfigError).variable, variable, `${JSON.stringify(env)} names ${variable}`);
      t.match((error as Error).message, variable);
    }
  }
});

t.test(
  'messages a person can act on: the variable, what is wrong, a good value (test/ops/boot.test.ts shows a process print one and exit 1)',
  async (t) => {
    const dataDir = await mkdtemp(path.join(tmpdir(), 'ki-site-config-'));
    t.teardown(() => rm(dataDir, { recursive: true, force: true }));
    const cases: Array<[Record<string, string>, RegExp]> = [
      [{ SMTP_URL: 'nonsense' }, /^Invalid configuration: SMTP_URL .*e\.g\. SMTP_URL=smtp:\/\/user:password@mail\.example\.de:587/],
      // The digits before the / read as a port: host "user", and the password in a path.
      [
        { SMTP_URL: 'smtp://user:12/x@127.0.0.1:2525', MAIL_TO: 'a@b.de' },
        /^Invalid configuration: SMTP_URL is not a valid URL \(in user and password write \/ as %2F/,
      ],
      [{ MAIL_TO: 'owner' }, /^Invalid configuration: MAIL_TO is "owner": .*e\.g\. MAIL_TO=owner@example\.de/],
      [{ NODE_ENV: 'prod' }, /^Invalid configuration: NODE_ENV is "prod": expected one of development, production, test/],
      [
        { LOG_LEVEL: 'verbose' },
        /^Invalid configuration: LOG_LEVEL is "verbose": expected one of fatal, error, warn, info, debug, trace, silent/,
      ],
      [{ FORM_MODE: 'test' }, /^Invalid configuration: FORM_MODE is "test": expected one of live, mock/],
      [{ FORM_SECRET: 'short' }, /^Invalid configuration: FORM_SECRET is 5 characters long: .*openssl rand -hex 32/],
      [{ DATA_DIR: '/proc/nope' }, /^Invalid configuration: DATA_DIR is "\/proc\/nope", which cannot be created .*DATA_DIR=\.\/data/],
      [{ TRUST_PROXY: '999' }, /^Invalid configuration: TRUST_PROXY is 999 hops, more than any real chain/],
      [
        { TRUST_PROXY: '127.0.0.1/33' },
        /^Invalid configuration: TRUST_PROXY has "127\.0\.0\.1\/33", which is neither an address, a CIDR range/,
      ],
    ];
    for (const [env, message] of cases) {
      let text = '';
      try {
        loadServerConfig({ DATA_DIR: dataDir, ...env });
      } catch (error) {
        t.type(error, ConfigError, `${JSON.stringify(env)}: a ConfigError`);
        text = (error as Error).message;
      }
      t.match(text, message, `${JSON.stringify(env)}: ${message.source}`);
      t.notMatch(text, /must match pattern|must be equal to one of the allowed values/, 'no validator jargon');
      const secret = env.FORM_SECRET ?? env.SMTP_URL;
      if (secret) t.notMatch(text, secret, 'the value of a secret is never echoed');
    }
  },
);

t.test('values are parsed', async (t) => {
  const config = loadConfig({
    PUBLIC_URL: 'https://www.example.de/',
    CORS_ORIGINS: 'https://a.example.de, https://b.example.de/',
    TRUST_PROXY: '1',
    FORM_ENDPOINT: 'https://form.example.de',
  });
  t.equal(config.publicUrl, 'https://www.example.de');
  t.same(config.corsOrigins, ['https://a.example.de', 'https://b.example.de']);
  t.equal(config.trustProxy, 1);
  t.equal(config.formEndpoint, 'https://form.example.de');
  t.equal(loadConfig({ TRUST_PROXY: '10' }).trustProxy, 10, 'up to ten hops');
  t.equal(
    loadConfig({ TRUST_PROXY: '10.0.0.0/8, loopback, ::1/128, 192.168.1.7' }).trustProxy,
    '10.0.0.0/8, loopback, ::1/128, 192.168.1.7',
  );
});
