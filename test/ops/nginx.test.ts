// The README's nginx example, run for real: the block between its markers inside a minimal
// nginx.conf, in front of the app on a real port. Pages are cached, `/` never, assets are served
// and the form posts through.
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { connect, type AddressInfo } from 'node:net';
import path from 'node:path';
import t, { type Test } from 'tap';
import { MESSAGES } from '../../shared/contact.ts';
import { buildTestApp } from '../helpers.ts';
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

t.test('nginx – the README example caches pages, never `/`, serves assets and passes the form through', { skip }, async (t) => {
  const dir = await tempDir(t, 'ki-site-nginx-');
  const port = await freePort();
  const proxy = `http://127.0.0.1:${port}`;
  const app = await buildTestApp(t, { PUBLIC_URL: proxy });
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
  const first = await get('/impressum');
  t.equal(first.status, 200);
  t.equal(first.headers.get('x-cache-status'), 'MISS', 'the first GET of /impressum goes to the app');
  const second = await get('/impressum');
  t.equal(second.headers.get('x-cache-status'), 'HIT', 'the second comes from the cache');
  t.equal(await second.text(), await first.text(), 'the same page');
  t.match(second.headers.get('content-security-policy'), /default-src 'self'/, 'with the app’s security headers');
  const etag = second.headers.get('etag')!;
  t.equal((await get('/impressum', { 'if-none-match': etag })).status, 304, 'the ETag is answered from the cache');

  const tokens = [];
  for (let i = 0; i < 2; i++) {
    const home = await get('/');
    t.equal(home.status, 200);
    t.not(home.headers.get('x-cache-status'), 'HIT', `/ is never cached (${home.headers.get('x-cache-status')})`);
    tokens.push(/name="spam_token" value="([^"]+)"/.exec(await home.text())?.[1]);
  }
  t.ok(tokens[0] && tokens[1] && tokens[0] !== tokens[1], 'each GET of / carries its own form token');

  const css = await get(app.assets.css);
  t.equal(css.status, 200, 'an asset is served');
  t.match(css.headers.get('content-type'), /^text\/css/);
  t.equal(css.headers.get('cache-control'), 'public, max-age=31536000, immutable');
  await css.arrayBuffer();
  t.equal((await get(app.assets.css)).headers.get('x-cache-status'), 'HIT', 'and cached');

  const form = new FormData();
  for (const [name, value] of Object.entries(validFields())) form.append(name, value);
  const posted = await fetch(`${proxy}/sendForm.php`, {
    method: 'POST',
    body: form,
    headers: { accept: 'application/json', origin: proxy },
  });
  t.equal(posted.status, 200, 'the form post passes through');
  t.match(await posted.json(), { success: true, message: MESSAGES.success }, 'and is answered by the app');
});
