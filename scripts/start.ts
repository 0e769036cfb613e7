// `npm start`: builds when dist/ is missing or older than a source file, then runs the server.
import { statSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const SOURCES = ['server', 'client', 'shared', 'public', 'scripts', 'build.mjs', 'package-lock.json'];

function newest(target: string): number {
  let stat;
  try {
    stat = statSync(target);
  } catch {
    return 0;
  }
  if (!stat.isDirectory()) return stat.mtimeMs;
  let latest = stat.mtimeMs;
  for (const entry of readdirSync(target)) latest = Math.max(latest, newest(path.join(target, entry)));
  return latest;
}

const manifest = path.join(root, 'dist', 'manifest.json');
const built = newest(manifest);
const changed = Math.max(...SOURCES.map((s) => newest(path.join(root, s))));
if (built === 0 || changed > built) {
  console.log(built === 0 ? 'No build found: building…' : 'Sources changed since the last build: building…');
  const { build } = (await import(pathToFileURL(path.join(root, 'build.mjs')).href)) as { build: () => Promise<unknown> };
  await build();
}
process.chdir(root);
await import(pathToFileURL(path.join(root, 'dist', 'server', 'main.js')).href);
