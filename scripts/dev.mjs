// `npm run dev`: builds, runs the server, and on every change of a build input (server/,
// client/, shared/, build.mjs, scripts/assets.mjs) rebuilds and restarts it, so a changed text
// shows after a reload.
import { spawn } from 'node:child_process';
import { existsSync, watch } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from '../build.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
/** What build.mjs reads. A missing one is skipped: fs.watch throws ENOENT on it. */
const WATCHED = ['server', 'client', 'shared', 'build.mjs', 'scripts/assets.mjs'];
let server;
let timer;
let building = Promise.resolve();
let stopping = false;

function start() {
  server = spawn(process.execPath, ['--enable-source-maps', 'dist/server/main.js'], { cwd: root, stdio: 'inherit' });
}

async function rebuild() {
  try {
    await build();
  } catch (error) {
    console.error('build failed; the old server keeps running:', error.message);
    return;
  }
  await stop();
  if (!stopping) start();
}

/** Stops the server gracefully; resolves at once when it is not running. */
async function stop() {
  // A server that died of a signal has signalCode set and exitCode null: it is not running.
  if (!server || server.exitCode !== null || server.signalCode !== null) return;
  const stopped = new Promise((resolve) => server.once('exit', resolve));
  server.kill('SIGTERM');
  await stopped;
}

building = rebuild();
for (const target of WATCHED.map((name) => path.join(root, name)).filter((file) => existsSync(file))) {
  watch(target, { recursive: true }, () => {
    clearTimeout(timer);
    timer = setTimeout(() => {
      building = building.then(rebuild);
    }, 150);
  });
}
// Ctrl-C: wait until the server has closed, so its last lines come before the prompt; a
// second Ctrl-C exits at once.
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    if (stopping) process.exit(1);
    stopping = true;
    stop().then(() => process.exit(0));
  });
}
