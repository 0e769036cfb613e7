// Slow clients against a real socket: a request whose headers or body trickle in is cut at the
// configured request timeout with a 408, not a minute or more later. The app runs with a
// one-second timeout here; the client sends 40 drips 200 ms apart (8 s or, on a busy machine,
// longer: a late timer sends one drip, not the ones it missed) and then completes its request,
// so a server that waits longer answers that completed request instead of the 408.
import net from 'node:net';
import type { AddressInfo } from 'node:net';
import t from 'tap';
import { testApp } from '../helpers.ts';

const TRICKLE_MS = 200;
const DRIPS = 40;

async function listening(t: Parameters<typeof testApp>[0]) {
  const { app } = await testApp(t, { requestTimeoutMs: 1_000, listen: true });
  return (app.server.address() as AddressInfo).port;
}

/**
 * Sends `head`, then DRIPS times a `drip`, TRICKLE_MS apart, then `tail(bytes sent so far)`.
 * Resolves with the status line of the answer and whether it came while the client was still
 * dripping. No deadline of its own: the server answers and closes, or tap's timeout ends it.
 */
function trickle(
  port: number,
  head: string,
  drip: string,
  tail: (sent: number) => string,
): Promise<{ status: string; whileSending: boolean }> {
  return new Promise((resolve) => {
    const socket = net.connect(port, '127.0.0.1');
    let sending = true;
    let answer = '';
    let whileSending = false;
    let drips = 0;
    let sent = 0;
    const send = (text: string) => {
      sent += Buffer.byteLength(text);
      socket.write(text);
    };
    const timer = setInterval(() => {
      if (socket.destroyed) return clearInterval(timer);
      if (drips++ < DRIPS) {
        send(drip);
        return;
      }
      clearInterval(timer);
      sending = false;
      send(tail(sent));
    }, TRICKLE_MS);
    socket.on('data', (chunk: Buffer) => {
      if (answer === '') whileSending = sending;
      answer += chunk.toString('latin1');
    });
    socket.on('error', () => {}); // a reset after the answer is fine
    socket.on('close', () => {
      clearInterval(timer);
      resolve({ status: answer.split('\r\n')[0] ?? '', whileSending });
    });
    socket.on('connect', () => send(head));
  });
}

t.test('slow clients – headers that trickle in are cut at the request timeout with a 408', async (t) => {
  const port = await listening(t);
  const result = await trickle(port, 'GET /impressum HTTP/1.1\r\nHost: localhost\r\n', 'X-Slow: a\r\n', () => 'Connection: close\r\n\r\n');
  t.match(result.status, /^HTTP\/1\.1 408/, 'answered 408 Request Timeout');
  t.ok(result.whileSending, 'while the client was still sending its headers');
});

t.test('slow clients – a body that trickles in is cut at the request timeout with a 408', async (t) => {
  const port = await listening(t);
  const boundary = 'slowboundary';
  const headers =
    'POST /sendForm.php HTTP/1.1\r\nHost: localhost\r\nAccept: application/json\r\nConnection: close\r\n' +
    `Content-Type: multipart/form-data; boundary=${boundary}\r\nContent-Length: 4000\r\n\r\n`;
  const head = `${headers}--${boundary}\r\nContent-Disposition: form-data; name="message"\r\n\r\n`;
  // The rest of the message and the closing boundary: exactly the announced 4000 bytes of body.
  const tail = (sent: number) => `\r\n--${boundary}--\r\n`.padStart(4000 - (sent - headers.length), 'a');
  const result = await trickle(port, head, 'a', tail);
  t.match(result.status, /^HTTP\/1\.1 408/, 'answered 408 Request Timeout');
  t.ok(result.whileSending, 'while the client was still sending its body');
});
