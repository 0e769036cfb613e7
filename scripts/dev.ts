// `npm run dev`: builds, runs the server and keeps both current while you edit.
//
// Two processes. The builder (this file with --builder) holds esbuild's watch contexts
// (build.mjs `watch()`): an edit to anything a bundle imports rebuilds just that bundle and
// restarts the server. The supervisor (this file without flags) watches what esbuild cannot see –
// build.mjs and scripts/ themselves, whose code the builder has already loaded, and the owner's
// photos in public/ – and starts a fresh builder when one of them changes, so the next build
// runs the new code.
import './check-node.mjs';
import { watch as watchFiles } from 'node:fs';
import path from 'node:path';
import { spawnNode } from './local-services.ts';

const root = path.resolve(import.meta.dirname, '..');
/** What the builder loads or reads once: a change needs a new builder. */
const BUILDER_INPUTS = ['build.mjs', 'scripts', 'public'];
const BUILDER = ['--import', 'tsx', import.meta.filename, '--builder'];

const run = (args: string[]) => spawnNode(args, { cwd: root, stdio: 'inherit' });

/** Ctrl-C or SIGTERM: `stop()` first, so the server's last lines come before the prompt. */
function onSignal(stop: () => Promise<unknown>) {
  let stopping = false;
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.on(signal, () => {
      if (stopping) process.exit(1); // a second Ctrl-C exits at once
      stopping = true;
      void stop().then(() => process.exit(0));
    });
  }
}

async function builder() {
  const { watch } = await import('../build.mjs');
  let server: ReturnType<typeof run> | undefined;
  let restarting = Promise.resolve();
  const context = await watch({
    onRebuild: () =>
      (restarting = restarting.then(async () => {
        await server?.stop();
        server = run(['--enable-source-maps', 'dist/server/main.js']);
      })),
  });
  onSignal(async () => {
    await context.dispose();
    await restarting;
    await server?.stop();
  });
}

function supervisor() {
  let current = run(BUILDER);
  let queue = Promise.resolve();
  let timer: NodeJS.Timeout | undefined;
  const restart = () => {
    clearTimeout(timer);
    timer = setTimeout(() => {
      queue = queue.then(async () => {
        console.log('build.mjs, scripts/ or public/ changed: starting a fresh build…');
        await current.stop();
        current = run(BUILDER);
      });
    }, 150);
  };
  for (const input of BUILDER_INPUTS) watchFiles(path.join(root, input), { recursive: true }, restart);
  onSignal(async () => {
    clearTimeout(timer);
    await queue;
    await current.stop();
  });
}

if (process.argv.includes('--builder')) await builder();
else supervisor();
