import { mkdirSync, statSync, unlinkSync, writeFileSync, type Stats } from 'node:fs';
import path from 'node:path';
import closeWithGrace from 'close-with-grace';
import { buildApp } from './app.ts';
import { invalid, type Config } from './config.ts';
import { STOP_GRACE_MS } from './contact/delivery.ts';
import { DIR_MODE } from './durable-file.ts';
import { describeConfig, loggerOptions } from './logger.ts';
import { loadConfigOrExit } from './settings.ts';

/** `docker stop` sends SIGKILL 10 s after SIGTERM: past this the process exits with code 1. */
const SHUTDOWN_LIMIT_MS = 9_000;
/** Requests in flight get 3 s, then their connections are cut: the delivery under way needs the rest. */
const DRAIN_LIMIT_MS = SHUTDOWN_LIMIT_MS - STOP_GRACE_MS - 1_000;

const config = loadConfigOrExit(process.env, checkDataDir);

const app = await buildApp(config, { logger: loggerOptions(config) }).catch((error: Error) => {
  process.stderr.write(`Cannot start: ${error.message}\n`);
  process.exit(1);
});
app.log.info({ config: describeConfig(app.config) }, 'configuration');
if (config.formSecretGenerated) {
  app.log.warn(
    config.nodeEnv === 'production'
      ? 'FORM_SECRET IS NOT SET: using a random secret. Form tokens die with every restart and differ between ' +
          'instances, so visitors who loaded the page before are treated as spam. Set FORM_SECRET in production!'
      : 'FORM_SECRET is not set: using a random secret; form tokens will not survive a restart',
  );
}

// While closing, every answer tells the client not to reuse its connection: the connection
// then ends with the request in flight instead of idling until the keep-alive timeout.
let closing = false;
app.addHook('onSend', (_request, reply, payload, done) => {
  if (closing) reply.header('connection', 'close');
  done(null, payload);
});

// SIGTERM or SIGINT: stop accepting connections, let requests in flight finish (requests that
// arrive meanwhile on a kept-alive connection get a 503), then run the onClose hooks (the lead
// store finishes the delivery under way, the statistics are written) and exit 0. A second signal
// (one Ctrl-C under `npm start` may arrive twice) hurries the exit with 1, but only once the
// counts are written: the leads are on disk already, the day's counts would be lost.
const grace = closeWithGrace(
  {
    delay: SHUTDOWN_LIMIT_MS,
    skip: ['SIGINT', 'SIGTERM'],
    logger: { error: (message: unknown) => app.log.error(message) },
    onTimeout: (delay) => app.log.error(`shutdown took longer than ${delay} ms: exiting`),
  },
  async ({ err }) => {
    closing = true;
    if (err) app.log.error({ err }, 'closing after an error');
    const drain = setTimeout(() => {
      app.log.warn(`requests still open after ${DRAIN_LIMIT_MS} ms: closing their connections`);
      app.server.closeAllConnections();
    }, DRAIN_LIMIT_MS).unref();
    await app.close();
    clearTimeout(drain);
    app.log.info('closed');
  },
);
const onSignal = (signal: NodeJS.Signals) => {
  if (!closing) {
    app.log.info({ signal }, 'closing: no new connections, finishing requests in flight');
    return grace.close();
  }
  app.log.warn({ signal }, 'second signal: writing the statistics, then exiting');
  // A disk that hangs is cut off by the shutdown limit above.
  void app.stats.flush().finally(() => process.exit(1));
};
process.on('SIGINT', onSignal).on('SIGTERM', onSignal);

try {
  await app.listen({ port: config.port, host: config.host });
} catch (error) {
  app.log.error(
    { err: error, host: config.host, port: config.port },
    `cannot listen: ${listenHint((error as NodeJS.ErrnoException).code)}`,
  );
  process.exit(1);
}

/** Which variable to fix when the server cannot listen. */
function listenHint(code: string | undefined): string {
  if (code === 'EADDRINUSE') return 'PORT is taken by another process: stop it or set another PORT';
  if (code === 'EACCES') return 'PORT below 1024 needs privileges: set PORT=3000 or higher';
  if (code === 'ENOTFOUND' || code === 'EAI_AGAIN' || code === 'EADDRNOTAVAIL')
    return 'HOST is no address of this machine: set HOST=127.0.0.1, HOST=0.0.0.0 or an address of one of its interfaces';
  return 'check HOST and PORT';
}

/**
 * A DATA_DIR this process can create and write, checked at boot (the command-line tools need
 * it not), since the form could store nothing. Missing folders are made one level at a time: a
 * recursive mkdir never returns for a path under /proc.
 */
function checkDataDir({ dataDir }: Pick<Config, 'dataDir'>): void {
  const unusable = (reason: string, error?: unknown) =>
    invalid('DATA_DIR', dataDir, `is "${dataDir}", which ${reason}${error ? ` (${(error as NodeJS.ErrnoException).code})` : ''}`);
  const missing: string[] = [];
  let at = dataDir;
  let found: Stats | undefined;
  try {
    for (; !(found = statSync(at, { throwIfNoEntry: false })); at = path.dirname(at)) missing.unshift(at);
  } catch (error) {
    throw unusable('cannot be read', error);
  }
  if (!found.isDirectory()) throw unusable(at === dataDir ? 'is a file' : `lies inside the file ${at}`);
  const probe = path.join(dataDir, `.boot-check-${process.pid}`);
  let step = 'cannot be created';
  try {
    for (const folder of missing) mkdirSync(folder, { mode: DIR_MODE });
    step = 'cannot be written';
    writeFileSync(probe, '');
    unlinkSync(probe);
  } catch (error) {
    throw unusable(step, error);
  }
}
