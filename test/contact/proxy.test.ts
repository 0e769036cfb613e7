// TRUST_PROXY behind a real reverse proxy on a real port: visitors on different addresses
// (127.0.0.2 and 127.0.0.3 on the loopback network) reach the app through one proxy that
// appends X-Forwarded-For, as nginx's $proxy_add_x_forwarded_for does.
import { createServer, request, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import t from 'tap';
import { multipart, testApp } from '../helpers.ts';
import { validFields } from './helpers.ts';

async function startProxy(target: number): Promise<{ port: number; server: Server }> {
  const server = createServer((incoming, outgoing) => {
    const forwarded = [incoming.headers['x-forwarded-for'], incoming.socket.remoteAddress].filter(Boolean).join(', ');
    const upstream = request(
      {
        host: '127.0.0.1',
        port: target,
        method: incoming.method,
        path: incoming.url,
        headers: { ...incoming.headers, 'x-forwarded-for': forwarded },
      },
      (response) => {
        outgoing.writeHead(response.statusCode ?? 502, response.headers);
        response.pipe(outgoing);
      },
    );
    upstream.on('error', () => outgoing.writeHead(502).end());
    incoming.pipe(upstream);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { port: (server.address() as AddressInfo).port, server };
}

/** Posts a valid lead to the proxy from `localAddress`, optionally with a forged X-Forwarded-For. */
async function post(port: number, localAddress: string, forged?: string): Promise<number> {
  const body = await multipart(validFields());
  const headers: IncomingHttpHeaders = { ...body.headers, accept: 'application/json', 'content-length': String(body.payload.length) };
  if (forged) headers['x-forwarded-for'] = forged;
  return new Promise((resolve, reject) => {
    const req = request({ host: '127.0.0.1', port, localAddress, method: 'POST', path: '/sendForm.php', headers }, (res) => {
      res.resume();
      resolve(res.statusCode ?? 0);
    });
    req.on('error', reject);
    req.end(body.payload);
  });
}

async function behindProxy(trustProxy: string) {
  const { app } = await testApp(t, { env: { CONTACT_RATE_LIMIT: '1', TRUST_PROXY: trustProxy } });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const proxy = await startProxy((app.server.address() as AddressInfo).port);
  t.teardown(() => new Promise((resolve) => proxy.server.close(resolve)));
  return proxy.port;
}

for (const setting of ['1', '127.0.0.1', '127.0.0.1/32']) {
  t.test(`TRUST_PROXY=${setting}: each visitor behind the proxy has its own rate limit`, async (t) => {
    const port = await behindProxy(setting);
    t.equal(await post(port, '127.0.0.2'), 200, 'visitor A');
    t.equal(await post(port, '127.0.0.2'), 429, 'visitor A again: limited');
    t.equal(await post(port, '127.0.0.3'), 200, 'visitor B is not limited by A');
    t.equal(await post(port, '127.0.0.2', '198.51.100.1'), 429, 'a forged X-Forwarded-For does not escape the limit');
    t.equal(await post(port, '127.0.0.2', '198.51.100.1, 198.51.100.2'), 429, 'nor a forged chain');
  });
}

t.test('TRUST_PROXY=false: behind a proxy every visitor shares the proxy address', async (t) => {
  const port = await behindProxy('false');
  t.equal(await post(port, '127.0.0.2'), 200);
  t.equal(await post(port, '127.0.0.3'), 429, 'one bucket for all, as documented');
});
