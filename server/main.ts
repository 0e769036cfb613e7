import closeWithGrace from 'close-with-grace';
import { buildApp } from './app.ts';
import { loadConfigOrExit } from './config.ts';
import { STOP_GRACE_MS } from './contact/delivery.ts';
import { describeConfig, loggerOptions } from './logger.ts';
import { loadServerConfig } from './server-config.ts';

/**
 * The whole shutdown must end before the supervisor gives up: `docker stop` sends SIGKILL
 * 10 s after SIGTERM. Past this the process exits with code 1 (close-with-grace).
 */
const SHUTDOWN_LIMIT_MS = 9_000;
/**
 * In-flight requests get this long to finish (3 s; they take milliseconds unless a client
 * stalls); then their connections are cut, leaving time for the delivery under way
 * (STOP_GRACE_MS) to finish before the limit.
 */
const DRAIN_LIMIT_MS = SHUTDOWN_LIMIT_MS - STOP_GRACE_MS - 1_000;

const config = loadConfigOrExit(process.env, loadServerConfig);

const app = await buildApp(config, { logger: loggerOptions(config) }).catch((error: Error) => {
  process.stderr.write(`Cannot start: ${error.message}\n`);
  process.exit(1);
});
app.log.info({ config: describeConfig(config) }, 'configuration');
if (config.formSecretGenerated) {
  if (config.nodeEnv === 'production') {
    app.log.warn(
      'FORM_SECRET IS NOT SET: using a random secret. Form tokens die with every restart and differ between ' +
        'instances, so visitors who loaded the page before are treated as spam. Set FORM_SECRET in production!',
    );
  } else {
    app.log.warn('FORM_SECRET is not set: using a random secret; form tokens will not survive a restart');
  }
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
// store finishes the delivery under way) and exit 0. A second signal exits at once with 1.
closeWithGrace(
  {
    delay: SHUTDOWN_LIMIT_MS,
    logger: { error: (message: unknown) => app.log.error(message) },
    onSecondSignal: (signal) => app.log.warn({ signal }, 'second signal: exiting at once'),
    onTimeout: (delay) => app.log.error(`shutdown took longer than ${delay} ms: exiting`),
  },
  async ({ signal, err }) => {
    if (err) app.log.error({ err }, 'closing after an error');
    else app.log.info({ signal }, 'closing: no new connections, finishing requests in flight');
    closing = true;
    const drain = setTimeout(() => {
      app.log.warn(`requests still open after ${DRAIN_LIMIT_MS} ms: closing their connections`);
      app.server.closeAllConnections();
    }, DRAIN_LIMIT_MS);
    drain.unref();
    await app.close();
    clearTimeout(drain);
    app.log.info('closed');
  },
);

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
