// A real CalDAV server for the booking tests: Debian's Radicale (.ci/run installs it) on a free
// port with a temporary storage folder, any login accepted, one calendar collection made.
import { spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { once } from 'node:events';
import { freePort } from '../../scripts/local-services.ts';

interface Tap {
  teardown(fn: () => unknown): void;
}

export interface Radicale {
  /** The calendar collection, with the login in the URL: http://owner:secret@127.0.0.1:port/owner/calendar/ */
  calendarUrl: string;
  /** The login's Authorization header. */
  auth: Record<string, string>;
  /** PUTs an event (a whole VCALENDAR text) as <name>.ics. */
  put(name: string, ics: string): Promise<void>;
  stop(): Promise<void>;
}

const auth = { authorization: `Basic ${Buffer.from('owner:secret').toString('base64')}` };

export async function startRadicale(t: Tap): Promise<Radicale> {
  const storage = await mkdtemp(path.join(tmpdir(), 'radicale-'));
  const port = await freePort();
  const child = spawn(
    '/usr/bin/radicale',
    [
      `--server-hosts=127.0.0.1:${port}`,
      `--storage-filesystem-folder=${storage}`,
      '--auth-type=none',
      '--rights-type=owner_only',
      '--logging-level=info',
    ],
    { stdio: ['ignore', 'ignore', 'pipe'] },
  );
  let stderr = '';
  const exited = once(child, 'exit');
  // Ready once it says so on stderr (it logs at info level); fails when it exits first.
  const ready = new Promise<void>((resolve, reject) => {
    child.stderr.on('data', (chunk: Buffer) => {
      stderr = (stderr + chunk.toString()).slice(-4096);
      if (stderr.includes('Radicale server ready')) resolve();
    });
    void exited.then(() => reject(new Error(`radicale exited: ${stderr}`)));
  });
  const stop = async () => {
    if (child.exitCode === null) {
      child.kill('SIGTERM');
      await exited;
    }
  };
  t.teardown(async () => {
    await stop();
    await rm(storage, { recursive: true, force: true });
  });
  await ready;
  const base = `http://127.0.0.1:${port}`;
  const made = await fetch(`${base}/owner/calendar/`, { method: 'MKCALENDAR', headers: auth });
  if (made.status !== 201) throw new Error(`MKCALENDAR answered ${made.status}`);
  return {
    calendarUrl: `http://owner:secret@127.0.0.1:${port}/owner/calendar/`,
    auth,
    async put(name, ics) {
      const response = await fetch(`${base}/owner/calendar/${name}.ics`, {
        method: 'PUT',
        headers: { ...auth, 'content-type': 'text/calendar' },
        body: ics,
      });
      if (!response.ok) throw new Error(`PUT ${name} answered ${response.status}: ${await response.text()}`);
    },
    stop,
  };
}
