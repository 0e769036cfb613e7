import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import t from 'tap';
import { runOwner } from '../../server/cli/owner.ts';
import { OWNER_LIMITS, tokenHash } from '../../server/owner/store.ts';
import { testConfig, testApp } from '../helpers.ts';
import { later, post, register, ownerStore } from './auth-helpers.ts';

const page = (app: FastifyInstance, token: string) => app.inject({ url: `/intern/einrichten?token=${encodeURIComponent(token)}` });

t.test('a link sets up one passkey, once: then its page, its options and its answer are refused', async (t) => {
  const { app, lines } = await testApp(t, { log: 'info' });
  const store = ownerStore(app);
  const { token } = await store.createLink();
  const shown = await page(app, token);
  t.equal(shown.statusCode, 200);
  t.match(shown.body, /Passkey anlegen/);
  t.match(shown.body, /<script type="module" src="\/assets\/passkey-[\w-]+\.js">/, 'the passkey module, on this page');
  t.equal(shown.headers['set-cookie'], undefined, 'the page sets no cookie: only a registration does');

  const first = await register(app, token);
  t.equal(first.verify.statusCode, 200);
  t.ok(first.cookie, 'signed in');
  t.equal((await store.read()).passkeys.length, 1);

  t.equal((await page(app, token)).statusCode, 410, 'the page, a second time');
  const second = await register(app, token);
  t.equal(second.options.statusCode, 410, 'new options');
  t.match(second.options.json(), { ok: false, message: /schon benutzt/ });
  t.equal((await store.read()).passkeys.length, 1, 'no second passkey');

  // One set of options fetched before the first registration finished does not reuse the link.
  const { token: racing } = await store.createLink();
  const options = await post(app, '/intern/einrichten/optionen', { token: racing });
  await register(app, racing);
  const late = await post(app, '/intern/einrichten/pruefen', { token: racing, response: first.passkey.register(options.json().options) });
  t.equal(late.statusCode, 410, 'an answer after the link was used');

  const used = lines.filter((line) => line.ownerAction === 'registration');
  t.equal(used.length, 2);
  t.equal(used[0]!.link, tokenHash(token).slice(0, 8), 'the log names the link by its hash');
  const log = JSON.stringify(lines);
  for (const secret of [token, racing]) t.notOk(log.includes(secret), 'no token in any log line');
});

t.test('an expired or forged link is refused', async (t) => {
  const { app } = await testApp(t);
  const store = ownerStore(app);
  const { token } = await store.createLink();
  t.equal((await later(OWNER_LIMITS.linkMs - 60_000, () => page(app, token))).statusCode, 200, 'a minute before');
  const expired = await later(OWNER_LIMITS.linkMs + 1000, async () => ({ page: await page(app, token), ...(await register(app, token)) }));
  t.equal(expired.page.statusCode, 410, 'after 15 minutes');
  t.match(expired.page.body, /abgelaufen, schon benutzt oder ungültig/);
  t.notMatch(expired.page.body, /<script/, 'no ceremony offered');
  t.equal(expired.options.statusCode, 410);

  for (const forged of [
    randomBytes(32).toString('base64url'),
    '',
    tokenHash(token),
    `${token.slice(0, -1)}${token.endsWith('A') ? 'B' : 'A'}`,
  ]) {
    t.equal((await page(app, forged)).statusCode, 410, `page: "${forged}"`);
    t.equal((await register(app, forged)).options.statusCode, 410, `options: "${forged}"`);
  }
  t.equal((await store.read()).passkeys.length, 0);
});

t.test(
  'npm run owner: link prints a URL under PUBLIC_URL whose token only the store’s hash knows; revoke; usage errors say what was wrong',
  async (t) => {
    const config = await testConfig(t);
    const out: string[] = [];
    t.equal(await runOwner(['link'], config, (line) => out.push(line)), 0);
    const url = out.map((line) => /^(https:\S+)$/.exec(line)?.[1]).find(Boolean)!;
    t.match(url, /^https:\/\/www\.example\.de\/intern\/einrichten\?token=[\w-]{43}$/);
    const token = new URL(url).searchParams.get('token')!;
    const stored = await readFile(path.join(config.dataDir, 'owner', 'state.json'), 'utf8');
    t.notOk(stored.includes(token), 'the store holds no token');
    t.ok(stored.includes(tokenHash(token)), 'only its hash');

    const revoked: string[] = [];
    t.equal(await runOwner(['revoke'], config, (line) => revoked.push(line)), 0);
    t.match(revoked.join('\n'), /Removed 0 passkeys/);
    t.notOk(
      (await readFile(path.join(config.dataDir, 'owner', 'state.json'), 'utf8')).includes(tokenHash(token)),
      'revoke drops unused links',
    );

    for (const [args, problem] of [
      [['frobnicate'], 'unknown command "frobnicate"'],
      [[], 'no command given'],
      [['link', 'now'], '"link" takes no arguments, got "now"'],
    ] as const) {
      const lines: string[] = [];
      t.equal(await runOwner([...args], config, (line) => lines.push(line)), 2);
      t.match(lines.join('\n'), new RegExp(`^${problem.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\n\\nUsage: npm run owner`));
    }
  },
);
