// A real CalDAV server for the booking tests: Debian's Radicale (.ci/run installs it) on a free
// port with a temporary storage folder, one calendar collection made; any login accepted, or with
// `login` only owner's password, which the test may change (Radicale reads its file at each login).
import { spawn } from 'node:child_process';
import { mkdtemp, rename, rm, writeFile } from 'node:fs/promises';
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
  /** PUTs an event (a whole VCALENDAR text) as <name>.ics, into `calendar` (made on first use) or the one made at the start. */
  put(name: string, ics: string, calendar?: string): Promise<void>;
  /**
   * Writes an event straight into `calendar`'s storage folder, as Radicale keeps it: no PUT, whose
   * own expansion of a rule that never matches takes Radicale half a minute (a REPORT then does).
   */
  place(name: string, ics: string, calendar: string): Promise<void>;
  /** A calendar collection's URL, with the login. */
  urlOf(calendar: string): string;
  /** Makes a calendar collection (once). */
  make(calendar: string): Promise<void>;
  /** With `login`: owner's password from now on (the URLs keep the first, `secret`). */
  setPassword(password: string): Promise<void>;
  stop(): Promise<void>;
}

const auth = { authorization: `Basic ${Buffer.from('owner:secret').toString('base64')}` };

export async function startRadicale(t: Tap, { login = false } = {}): Promise<Radicale> {
  const storage = await mkdtemp(path.join(tmpdir(), 'radicale-'));
  const users = path.join(storage, 'users');
  // Renamed into place: Radicale never reads a half-written file.
  const setPassword = async (password: string) => {
    await writeFile(`${users}.tmp`, `owner:${password}\n`);
    await rename(`${users}.tmp`, users);
  };
  await setPassword('secret');
  const port = await freePort();
  const authArgs = login
    ? ['--auth-type=htpasswd', `--auth-htpasswd-filename=${users}`, '--auth-htpasswd-encryption=plain', '--auth-delay=0']
    : ['--auth-type=none'];
  const child = spawn(
    '/usr/bin/radicale',
    [
      `--server-hosts=127.0.0.1:${port}`,
      `--storage-filesystem-folder=${storage}`,
      ...authArgs,
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
  // SIGKILL: a Radicale still walking a hostile rule would finish that first; its storage is thrown away anyway.
  const stop = async () => {
    if (child.exitCode === null) {
      child.kill('SIGKILL');
      await exited;
    }
  };
  t.teardown(async () => {
    await stop();
    await rm(storage, { recursive: true, force: true });
  });
  await ready;
  const base = `http://127.0.0.1:${port}`;
  const made = new Set<string>();
  const make = async (calendar: string) => {
    if (made.has(calendar)) return;
    const response = await fetch(`${base}/owner/${calendar}/`, { method: 'MKCALENDAR', headers: auth });
    if (response.status !== 201) throw new Error(`MKCALENDAR answered ${response.status}`);
    made.add(calendar);
  };
  await make('calendar');
  return {
    calendarUrl: `http://owner:secret@127.0.0.1:${port}/owner/calendar/`,
    auth,
    urlOf: (calendar) => `http://owner:secret@127.0.0.1:${port}/owner/${calendar}/`,
    setPassword,
    make,
    async place(name, ics, calendar) {
      await make(calendar);
      await writeFile(path.join(storage, 'collection-root', 'owner', calendar, `${name}.ics`), ics);
    },
    async put(name, ics, calendar = 'calendar') {
      await make(calendar);
      const response = await fetch(`${base}/owner/${calendar}/${name}.ics`, {
        method: 'PUT',
        headers: { ...auth, 'content-type': 'text/calendar' },
        body: ics,
      });
      if (!response.ok) throw new Error(`PUT ${name} answered ${response.status}: ${await response.text()}`);
    },
    stop,
  };
}
