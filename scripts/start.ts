// `npm start` and `npm run outbox|stats|owner -- …`: reads .env when there is one (a variable set
// in the environment wins), builds when dist/ is missing or older than a source file, then runs
// the server, or the tool named first with the arguments after it.
//
// package.json runs it as `node --import tsx`, not through the tsx command: that one is a second
// process that relays a Ctrl-C to this one, which the terminal has signalled already, and a
// second signal cuts the shutdown short.
import './check-node.mjs';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

const root = path.resolve(import.meta.dirname, '..');
const SOURCES = ['server', 'client', 'shared', 'public', 'scripts', 'build.mjs', 'package-lock.json'];
const ENTRIES = { server: 'main.js', outbox: 'cli/outbox.js', stats: 'cli/stats.js', owner: 'cli/owner.js' } as const;

/** The newest modification time of `target` or anything in it; 0 when it is missing. */
function newest(target: string): number {
  const stat = statSync(target, { throwIfNoEntry: false });
  if (!stat?.isDirectory()) return stat?.mtimeMs ?? 0;
  return Math.max(stat.mtimeMs, ...readdirSync(target).map((entry) => newest(path.join(target, entry))));
}

const [first = 'server', ...args] = process.argv.slice(2);
if (!(first in ENTRIES)) {
  console.error(`usage: tsx scripts/start.ts [${Object.keys(ENTRIES).join('|')}] [arguments]`);
  process.exit(2);
}
const entry = path.join(root, 'dist', 'server', ENTRIES[first as keyof typeof ENTRIES]);

const envFile = path.join(root, '.env');
if (existsSync(envFile)) {
  process.loadEnvFile(envFile);
  console.error(`Read ${path.relative(process.cwd(), envFile) || '.env'} (variables already set in the environment win)`);
}

const built = Math.min(newest(path.join(root, 'dist', 'manifest.json')), newest(entry));
const changed = Math.max(...SOURCES.map((s) => newest(path.join(root, s))));
if (built === 0 || changed > built) {
  console.error(built === 0 ? 'No build found: building…' : 'Sources changed since the last build: building…');
  const { build } = await import('../build.mjs');
  // The build's report goes to stderr too, so `npm run outbox -- export …` stays valid JSON.
  const log = console.log;
  console.log = console.error;
  try {
    await build();
  } finally {
    console.log = log;
  }
}
process.chdir(root);
// The entries run their command line when they are the script Node started: say so in argv.
process.argv = [process.argv[0]!, entry, ...args];
await import(pathToFileURL(entry).href);
