// `npm run dev`: builds, runs the server, and on every change under server/, client/, shared/
// or public/ rebuilds and restarts it, so a changed text shows after a reload.
import { spawn } from 'node:child_process';
import { watch } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from '../build.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
let server;
let timer;
let building = Promise.resolve();

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
  if (server && server.exitCode === null) {
    const stopped = new Promise((resolve) => server.once('exit', resolve));
    server.kill('SIGTERM');
    await stopped;
  }
  start();
}

building = rebuild();
for (const dir of ['server', 'client', 'shared', 'public']) {
  watch(path.join(root, dir), { recursive: true }, () => {
    clearTimeout(timer);
    timer = setTimeout(() => {
      building = building.then(rebuild);
    }, 150);
  });
}
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    server?.kill('SIGTERM');
    process.exit(0);
  });
}
