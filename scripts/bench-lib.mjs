// The measuring parts of `npm run bench:contact`: a bounded pool, the store primitive, a
// process's CPU time, a browser-like multipart body and a POST over a kept-alive socket.
import { readFileSync } from 'node:fs';
import { mkdir, open, rename } from 'node:fs/promises';
import http from 'node:http';
import path from 'node:path';
import { randomBytes } from 'node:crypto';

/** Runs `task(i)` for i in [0, n) with at most `c` at once. */
export async function pool(n, c, task) {
  let next = 0;
  await Promise.all(
    Array.from({ length: Math.min(c, n) }, async () => {
      while (next < n) await task(next++);
    }),
  );
}

/**
 * The store primitive alone, n messages at concurrency c: write + fsync + rename + directory
 * fsync, one directory fsync per message (no sharing), on the disk of `dir`.
 */
export async function primitive(dir, n, c, bytes) {
  await mkdir(path.join(dir, 'tmp'), { recursive: true });
  await mkdir(path.join(dir, 'new'), { recursive: true });
  const data = randomBytes(bytes);
  const latencies = [];
  const started = performance.now();
  await pool(n, c, async (i) => {
    const t0 = performance.now();
    const name = `${i}.${randomBytes(8).toString('hex')}`;
    const file = await open(path.join(dir, 'tmp', name), 'wx', 0o600);
    try {
      await file.writeFile(data);
      await file.sync();
    } finally {
      await file.close();
    }
    await rename(path.join(dir, 'tmp', name), path.join(dir, 'new', name));
    const folder = await open(path.join(dir, 'new'), 'r');
    try {
      await folder.sync();
    } finally {
      await folder.close();
    }
    latencies.push(performance.now() - t0);
  });
  const seconds = (performance.now() - started) / 1000;
  return { perSecond: n / seconds, latencies: latencies.sort((a, b) => a - b) };
}

/** CPU time (user and system) a process has used so far, in ms; null where /proc is missing. */
export function cpuMs(pid) {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
    // utime, stime in clock ticks (USER_HZ 100)
    return { user: (Number(fields[11]) * 1000) / 100, system: (Number(fields[12]) * 1000) / 100 };
  } catch {
    return null;
  }
}

/** A multipart/form-data body as a browser encodes it. */
export function multipartBody(boundary, fields) {
  const parts = Object.entries(fields).map(([name, value]) => `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`);
  return Buffer.from(`${parts.join('')}--${boundary}--\r\n`);
}

/** POST over a kept-alive socket; resolves with the status and the body text. */
export function post(agent, target, body, contentType) {
  return new Promise((resolve, reject) => {
    const req = http.request(
      target,
      { method: 'POST', agent, headers: { 'content-type': contentType, 'content-length': body.length, accept: 'application/json' } },
      (res) => {
        const chunks = [];
        res.on('data', (chunk) => chunks.push(chunk));
        res.on('end', () => resolve({ status: res.statusCode, body: Buffer.concat(chunks).toString('utf8') }));
        res.on('error', reject);
      },
    );
    req.on('error', reject);
    req.end(body);
  });
}

export const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
