import t from 'tap';
import { ConfigError, loadConfig } from '../../server/config.ts';

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
