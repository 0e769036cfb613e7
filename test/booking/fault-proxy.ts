// A fault proxy between the app and Radicale: forwards every request as it is, except as its
// `mode` says – `put-503`: a PUT is answered 503 and not forwarded; `put-lost`: a PUT is forwarded
// and stored, then the client's connection is destroyed before the answer; `put-dropped`: a PUT's
// connection is destroyed unforwarded; `down`: everything is answered 503.
import { createServer, request as forward } from 'node:http';
import type { AddressInfo } from 'node:net';

export type FaultMode = 'pass' | 'put-503' | 'put-lost' | 'put-dropped' | 'down';

interface Tap {
  teardown(fn: () => unknown): void;
}

/** The proxy for `calendarUrl` (its login kept): `url` is the same calendar through the proxy; set `mode` at any time. */
export async function startFaultProxy(t: Tap, calendarUrl: string) {
  const target = new URL(calendarUrl);
  /** `seen`: each request as `METHOD /path`, in order. */
  const proxy = { mode: 'pass' as FaultMode, url: '', seen: [] as string[] };
  const server = createServer((request, response) => {
    const [mode, put] = [proxy.mode, request.method === 'PUT'];
    proxy.seen.push(`${request.method} ${request.url}`);
    if (mode === 'down' || (put && mode === 'put-503')) return void request.resume().on('end', () => response.writeHead(503).end());
    if (put && mode === 'put-dropped') return void request.socket.destroy();
    const options = { host: target.hostname, port: target.port, path: request.url, method: request.method, headers: request.headers };
    const upstream = forward(options, (answer) => {
      // Radicale has stored the event and answered: the answer is lost on the way back.
      if (put && mode === 'put-lost') return void answer.resume().on('end', () => request.socket.destroy());
      response.writeHead(answer.statusCode!, answer.headers);
      answer.pipe(response);
    });
    request.pipe(upstream);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  t.teardown(() => {
    server.closeAllConnections();
    return new Promise<void>((resolve) => server.close(() => resolve()));
  });
  const url = new URL(calendarUrl);
  url.port = String((server.address() as AddressInfo).port);
  proxy.url = url.href;
  return proxy;
}
