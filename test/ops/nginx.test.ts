// The README's nginx example, run for real: the block between its markers inside a minimal
// nginx.conf, in front of the app on a real port. Every page is cached, assets are served, and the
// form's token and posts pass through, with JavaScript (/form-token, JSON) and without (the page
// that confirms a post, then the 303).
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { connect, type AddressInfo } from 'node:net';
import path from 'node:path';
import t, { type Test } from 'tap';
import { MESSAGES } from '../../shared/contact.ts';
import { site, testApp } from '../helpers.ts';
import { validFields } from '../contact/helpers.ts';
import { freePort, ROOT, tempDir } from './process.ts';

const NGINX = '/usr/sbin/nginx';

/** The README's example with its ports and cache folder made local; fails when they are not in it. */
async function exampleConfig(t: Test, listen: number, upstream: number, cache: string): Promise<string> {
  const readme = await readFile(path.join(ROOT, 'README.md'), 'utf8');
  const block = /<!-- nginx:start -->\s*```nginx\n([\s\S]*?)```\s*<!-- nginx:end -->/.exec(readme)?.[1];
  if (!block) throw new Error('README.md has no ```nginx block between <!-- nginx:start --> and <!-- nginx:end -->');
  let config = block;
  for (const [from, to] of [
    ['listen 80;', `listen 127.0.0.1:${listen};`],
    ['http://127.0.0.1:3000', `http://127.0.0.1:${upstream}`],
    ['/var/cache/nginx/ki-site', cache],
  ]) {
    t.ok(config.includes(from!), `the example has ${from}`);
    config = config.replaceAll(from!, to!);
  }
  return config;
}

/** Resolves once something accepts connections on the port; rejects if nginx exits first. */
function listening(port: number, exited: Promise<string>): Promise<void> {
  const attempt = (): Promise<void> =>
    new Promise((resolve, reject) => {
      const socket = connect(port, '127.0.0.1', () => {
        socket.end();
        resolve();
      });
      socket.on('error', reject);
    });
  const poll = async (): Promise<void> => {
    for (;;) {
      try {
        return await attempt();
      } catch {
        await new Promise((resolve) => setImmediate(resolve));
      }
    }
  };
  return Promise.race([poll(), exited.then((stderr) => Promise.reject(new Error(`nginx exited: ${stderr}`)))]);
}

const skip = existsSync(NGINX) ? false : `${NGINX} is missing: install Debian's nginx-light to run the README's nginx example`;

/** A multipart body of `fields`, as a browser's form or the island's fetch sends it. */
function formData(fields: Record<string, string>): FormData {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  return form;
}

t.test(
  'nginx – the README example caches every page, serves assets and passes the form through, with and without JavaScript',
  { skip },
  async (t) => {
    const dir = await tempDir(t, 'ki-site-nginx-');
    const port = await freePort();
    const proxy = `http://127.0.0.1:${port}`;
    const { app } = await testApp(t, { env: { PUBLIC_URL: proxy } });
    await app.listen({ host: '127.0.0.1', port: 0 });
    const upstream = (app.server.address() as AddressInfo).port;

    await mkdir(path.join(dir, 'cache'));
    await mkdir(path.join(dir, 'temp'));
    const temp = ['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'].map((kind) => `${kind}_temp_path temp/${kind};`);
    const conf = path.join(dir, 'nginx.conf');
    // One process as this user: started by root, nginx's workers would run as nobody, who may
    // not write the temporary folder.
    await writeFile(
      conf,
      `master_process off;\nevents {}\nhttp {\naccess_log off;\n${temp.join('\n')}\n${await exampleConfig(t, port, upstream, path.join(dir, 'cache'))}}\n`,
    );
    const nginx = spawn(NGINX, ['-p', `${dir}/`, '-c', conf, '-e', 'stderr', '-g', `daemon off; pid ${dir}/nginx.pid; error_log stderr;`], {
      stdio: ['ignore', 'ignore', 'pipe'],
    });
    let stderr = '';
    nginx.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    const exited = new Promise<string>((resolve) => nginx.on('exit', () => resolve(stderr)));
    t.teardown(async () => {
      nginx.kill();
      await exited;
    });
    await listening(port, exited);

    const get = (url: string, headers: Record<string, string> = {}) => fetch(proxy + url, { headers });
    for (const url of [...site.pages.map((page) => page.path), '/?anliegen=speaking']) {
      const first = await get(url);
      t.equal(first.status, 200);
      t.equal(first.headers.get('x-cache-status'), 'MISS', `the first GET of ${url} goes to the app`);
      const second = await get(url);
      t.equal(second.headers.get('x-cache-status'), 'HIT', `the second of ${url} comes from the cache`);
      t.equal(await second.text(), await first.text(), 'the same page');
    }
    const impressum = await get('/impressum');
    t.match(impressum.headers.get('content-security-policy'), /default-src 'self'/, 'with the app’s security headers');
    t.equal(
      (await get('/impressum', { 'if-none-match': impressum.headers.get('etag')! })).status,
      304,
      'the ETag is answered from the cache',
    );

    const css = await get(app.assets.css);
    t.equal(css.status, 200, 'an asset is served');
    t.match(css.headers.get('content-type'), /^text\/css/);
    t.equal(css.headers.get('cache-control'), 'public, max-age=31536000, immutable');
    await css.arrayBuffer();
    t.equal((await get(app.assets.css)).headers.get('x-cache-status'), 'HIT', 'and cached');

    // With JavaScript: the island's token comes through, each time a new one, never from the cache.
    const sessions: Array<{ token: string; startTime: string }> = [];
    for (let i = 0; i < 2; i++) {
      const res = await get('/form-token');
      t.not(res.headers.get('x-cache-status'), 'HIT', `/form-token is never cached (${res.headers.get('x-cache-status')})`);
      sessions.push((await res.json()) as { token: string; startTime: string });
    }
    t.not(sessions[0]!.token, sessions[1]!.token, 'each visitor gets its own token');
    // Without JavaScript: the cached form posts without a token and gets the page that confirms it.
    const { spam_token: _t, form_start_time: _s, ...typed } = validFields();
    const post = (fields: Record<string, string>, accept: string) =>
      fetch(`${proxy}/sendForm.php`, { method: 'POST', body: formData(fields), headers: { accept, origin: proxy }, redirect: 'manual' });
    const confirm = await post(typed, 'text/html');
    t.equal(confirm.status, 200, 'the page to confirm the post');
    const page = await confirm.text();
    const kept = Object.fromEntries(
      ['spam_token', 'form_start_time'].map((name) => [name, new RegExp(`name="${name}" value="([^"]+)"`).exec(page)![1]!]),
    );
    t.match(page, MESSAGES.confirm.slice(0, 20));

    // Sent at once: the app waits out each token's fill time before it judges the post.
    const withScript = await post(
      { ...typed, spam_token: sessions[0]!.token, form_start_time: sessions[0]!.startTime },
      'application/json',
    );
    t.equal(withScript.status, 200, 'the island’s post passes through');
    t.match(await withScript.json(), { success: true, message: MESSAGES.success }, 'and is answered by the app');
    const confirmed = await post({ ...typed, ...kept }, 'text/html');
    t.equal(confirmed.status, 303, '„Jetzt senden“ passes through');
    t.equal(confirmed.headers.get('location'), '/?kontakt=gesendet&formular=nachricht#nachricht-status');
    const landing = await get('/?kontakt=gesendet&formular=nachricht');
    t.equal(landing.status, 200);
    t.match(await landing.text(), 'id="nachricht-status"', 'the confirmation, a page like any other');
  },
);
