// Local stand-ins for what the site talks to, shared by the tests, the benches and `npm run dev`:
// a free port, a real SMTP relay that records what it accepts, a Node process started and waited for.
import { spawn, type SpawnOptions } from 'node:child_process';
import { createServer, type AddressInfo } from 'node:net';
import { buffer } from 'node:stream/consumers';
import { setTimeout as sleep } from 'node:timers/promises';
import { SMTPServer } from 'smtp-server';

/**
 * A port nobody listens on, for a child process to bind. Drawn at random below the kernel's
 * ephemeral range (Linux: 32768–60999), where every listen(0) and outgoing connection takes its
 * port: one taken from there and handed on could be reused by another test's server or
 * connection before the child binds it (EADDRINUSE in CI, with three test files at a time).
 */
export async function freePort(): Promise<number> {
  for (let attempt = 0; attempt < 100; attempt++) {
    const port = 20_000 + Math.floor(Math.random() * 12_768);
    const free = await new Promise<boolean>((resolve) => {
      const server = createServer()
        .unref()
        .once('error', () => resolve(false));
      server.listen(port, '127.0.0.1', () => server.close(() => resolve(true)));
    });
    if (free) return port;
  }
  throw new Error('freePort: no free port in 20000–32767 after 100 tries');
}

/** A message as the relay received it. */
export interface RelayMail {
  envelopeFrom: string;
  envelopeTo: string[];
  raw: string;
}

export interface Relay<M = RelayMail> {
  port: number;
  url: string;
  mails: M[];
  /** What the relay answers to DATA: accept, a permanent 550, or a temporary 451. */
  mode: 'accept' | 'reject-permanent' | 'reject-temporary';
  /** Delay before the relay answers DATA (a slow relay). */
  delayMs: number;
  close: () => Promise<void>;
}

interface RelayOptions<M> {
  /** Default 0: a free port. */
  port?: number;
  /** Shapes what is kept in `mails` (sync or async); default the mail as received. */
  record?: (mail: RelayMail) => M | Promise<M>;
  /** Runs when a message has arrived, before the relay answers. */
  onData?: () => void;
}

/**
 * A real SMTP relay on 127.0.0.1 without TLS or authentication. `mode` and `delayMs` may be
 * changed while it runs: accept, a permanent 550 or a temporary 451, after a delay.
 */
export async function startRelay<M = RelayMail>({ port = 0, record, onData }: RelayOptions<M> = {}): Promise<Relay<M>> {
  const relay: Relay<M> = { port: 0, url: '', mails: [], mode: 'accept', delayMs: 0, close: async () => {} };
  const server = new SMTPServer({
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    // A pooled client may still hold an idle connection when the relay closes.
    closeTimeout: 100,
    onData(stream, session, callback) {
      const answer = async () => {
        const raw = (await buffer(stream)).toString('utf8');
        onData?.();
        await sleep(relay.delayMs);
        if (relay.mode !== 'accept') {
          const permanent = relay.mode === 'reject-permanent';
          return callback(
            Object.assign(new Error(permanent ? 'Message rejected as spam' : 'Try again later'), { responseCode: permanent ? 550 : 451 }),
          );
        }
        const mail = {
          envelopeFrom: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          envelopeTo: session.envelope.rcptTo.map((r) => r.address),
          raw,
        };
        // record may be async (a parser); the mail is in `mails` before the relay answers.
        try {
          relay.mails.push(record ? await record(mail) : (mail as M));
          callback();
        } catch (error) {
          callback(error as Error);
        }
      };
      // A client killed in the middle of a message (test/contact/crash.test.ts) breaks the stream: no mail, no one to answer.
      answer().catch(() => {});
    },
  });
  await new Promise<void>((resolve, reject) => server.once('error', reject).listen(port, '127.0.0.1', resolve));
  relay.port = (server.server.address() as AddressInfo).port;
  relay.url = `smtp://127.0.0.1:${relay.port}`;
  let closing: Promise<void> | undefined;
  relay.close = () => (closing ??= new Promise((resolve) => server.close(() => resolve())));
  return relay;
}

/** Starts `node <args>`; `stop()` ends it with SIGTERM and waits for its exit. */
export function spawnNode(args: string[], options: SpawnOptions) {
  const child = spawn(process.execPath, args, options);
  const exited = new Promise((resolve) => child.once('exit', resolve));
  // A child that died of a signal has signalCode set and exitCode null: it is not running.
  const running = () => child.exitCode === null && child.signalCode === null;
  const stop = async () => {
    if (running()) child.kill('SIGTERM');
    await exited;
  };
  return { child, running, stop };
}

/** Starts `node <args>` and waits until `readyUrl` answers at all (Fastify listens once it is ready), however long a busy
 * machine takes; fails if the child exits first. The child's stderr is passed on. */
export async function startChild(args: string[], env: NodeJS.ProcessEnv, readyUrl: string) {
  const node = spawnNode(args, { env: { PATH: process.env.PATH, ...env }, stdio: ['ignore', 'ignore', 'inherit'] });
  for (;;) {
    if (!node.running()) throw new Error(`${args.join(' ')} exited before it answered ${readyUrl}`);
    if (await fetch(readyUrl).catch(() => null)) return node;
    await sleep(50);
  }
}
