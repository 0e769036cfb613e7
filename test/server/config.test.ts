import { readFile } from 'node:fs/promises';
import t from 'tap';
import { envExample, ENV_EXAMPLE, README, readmeWithTable } from '../../scripts/config-docs.ts';
import { ConfigError, loadConfig, rules } from '../../server/config.ts';

t.test('defaults work for npm start on a laptop', async (t) => {
  const config = loadConfig({});
  t.equal(config.port, 3000);
  t.equal(config.host, '127.0.0.1');
  t.equal(config.publicUrl, 'http://localhost:3000');
  t.equal(config.formMode, 'live');
  t.equal(config.trustProxy, false);
  t.equal(config.contactRateLimit, 5);
  t.ok(config.formSecretGenerated);
});

t.test('a bad value names the variable', async (t) => {
  const cases: Array<[Record<string, string>, string]> = [
    [{ PORT: 'abc' }, 'PORT'],
    [{ PORT: '70000' }, 'PORT'],
    [{ PORT: '1e3' }, 'PORT'],
    [{ PORT: '3000.0' }, 'PORT'],
    [{ PORT: ' 3000' }, 'PORT'],
    [{ LEAD_RETENTION_DAYS: '0x1e' }, 'LEAD_RETENTION_DAYS'],
    [{ PUBLIC_URL: 'example.de' }, 'PUBLIC_URL'],
    [{ PUBLIC_URL: 'https://www.example.de/?ref=1' }, 'PUBLIC_URL'],
    [{ LOG_LEVEL: 'loud' }, 'LOG_LEVEL'],
    [{ FORM_MODE: 'fake' }, 'FORM_MODE'],
    [{ FORM_SECRET: 'short' }, 'FORM_SECRET'],
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
    // Read by proxy-addr as addresses (0.0.0.1, 0.0.0.2) they would trust no real proxy.
    [{ TRUST_PROXY: ' 1' }, 'TRUST_PROXY'],
    [{ TRUST_PROXY: '1 ' }, 'TRUST_PROXY'],
    [{ TRUST_PROXY: '0x1' }, 'TRUST_PROXY'],
    [{ TRUST_PROXY: '1,2' }, 'TRUST_PROXY'],
    [{ TRUST_PROXY: '010.0.0.1' }, 'TRUST_PROXY'],
    [{ TRUST_PROXY: '0x0a000000/8' }, 'TRUST_PROXY'],
    [{ CONTACT_RATE_LIMIT: '0' }, 'CONTACT_RATE_LIMIT'],
    [{ ALERT_URL: 'ftp://ntfy.example.de/thema' }, 'ALERT_URL'],
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
      [
        { ALERT_URL: 'ftp://ntfy.example.de/thema' },
        /^Invalid configuration: ALERT_URL is not valid: expected an http\(s\) webhook .*e\.g\. ALERT_URL=https:\/\/ntfy\.sh\//,
      ],
      [{ PORT: '1e3' }, /^Invalid configuration: PORT is "1e3": expected a whole number from 0 to 65535, e\.g\. PORT=3000$/],
      [{ TRUST_PROXY: '999' }, /^Invalid configuration: TRUST_PROXY is 999 hops, more than any real chain/],
      [
        { TRUST_PROXY: '127.0.0.1/33' },
        /^Invalid configuration: TRUST_PROXY has "127\.0\.0\.1\/33", which is neither an address, a CIDR range/,
      ],
      [{ TRUST_PROXY: '1,2' }, /^Invalid configuration: TRUST_PROXY has "1", which is neither an address/],
      [{ TRUST_PROXY: ' 1' }, /^Invalid configuration: TRUST_PROXY is " 1": expected false, the number of proxies .*e\.g\. TRUST_PROXY=1,/],
    ];
    for (const [env, message] of cases) {
      let text = '';
      try {
        loadConfig(env);
      } catch (error) {
        t.type(error, ConfigError, `${JSON.stringify(env)}: a ConfigError`);
        text = (error as Error).message;
      }
      t.match(text, message, `${JSON.stringify(env)}: ${message.source}`);
      t.notMatch(text, /must match pattern|must be equal to one of the allowed values/, 'no validator jargon');
      const secret = env.FORM_SECRET ?? env.SMTP_URL ?? env.ALERT_URL;
      if (secret) t.notMatch(text, secret, 'the value of a secret is never echoed');
    }
  },
);

t.test('values are parsed', async (t) => {
  const config = loadConfig({
    PUBLIC_URL: 'https://www.example.de/',
    TRUST_PROXY: '1',
  });
  t.equal(config.publicUrl, 'https://www.example.de');
  t.equal(config.trustProxy, 1);
  t.equal(loadConfig({ TRUST_PROXY: '10' }).trustProxy, 10, 'up to ten hops');
  // Spaces after the commas are fine: Fastify trims each entry of the list it gives proxy-addr.
  t.equal(loadConfig({ TRUST_PROXY: '10.0.0.1, loopback' }).trustProxy, '10.0.0.1, loopback');
  t.equal(
    loadConfig({ TRUST_PROXY: '10.0.0.0/8, loopback, ::1/128, 192.168.1.7' }).trustProxy,
    '10.0.0.0/8, loopback, ::1/128, 192.168.1.7',
  );
  t.equal(loadConfig({ PUBLIC_URL: 'https://www.example.de/base/' }).publicUrl, 'https://www.example.de/base', 'a base path');
  t.equal(loadConfig({ PUBLIC_URL: 'https://www.example.de/' }).mailFrom, 'kontaktformular@www.example.de', 'MAIL_FROM from PUBLIC_URL');
});

t.test('every variable has one line of meaning and an example or a default', async (t) => {
  for (const [name, rule] of Object.entries(rules)) {
    t.ok(rule.description, `${name}: a description`);
    if (!rule.writeOnly) t.ok(rule.examples ?? rule.default !== undefined, `${name}: an example or a default`);
  }
});

t.test('.env.example and the README table say what the schema says', async (t) => {
  const fix = 'out of date: run `npx tsx scripts/config-docs.ts` (it writes .env.example and the README table from server/config.ts)';
  t.equal(await readFile(ENV_EXAMPLE, 'utf8'), envExample(), `.env.example ${fix}`);
  const readme = await readFile(README, 'utf8');
  t.equal(readme, await readmeWithTable(readme), `README.md's configuration table ${fix}`);
});
