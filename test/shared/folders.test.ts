// No folder imports a folder that imports it back. A room is a folder right below server/, shared/
// or client/ (its subfolders belong to it: owner/views is the owner's); the files right in server/
// are the app's frame (config, the durable write, the logger, the composition in app.ts) that rooms
// build on, so the frame may import a room only as the composition does: from app.ts and main.ts;
// owner/index.ts composes the /intern scope the same way (its plugins: cookie, multipart, headers).
import { readFileSync } from 'node:fs';
import { execFileSync } from 'node:child_process';
import path from 'node:path';
import t from 'tap';

const COMPOSITION = new Set(['server/app.ts', 'server/main.ts', 'server/owner/index.ts']);
const files = execFileSync('git', ['ls-files', 'server', 'shared', 'client'], { encoding: 'utf8' })
  .split('\n')
  .filter((file) => /\.(ts|tsx)$/.test(file));

const roomOf = (file: string) =>
  file
    .split('/')
    .slice(0, file.split('/').length > 2 ? 2 : 1)
    .join('/');

const edges = new Map<string, Set<string>>();
const why = new Map<string, string>();
for (const file of files) {
  for (const [, spec] of readFileSync(file, 'utf8').matchAll(/(?:from|import)\s*\(?\s*'(\.[^']+)'/g)) {
    const target = path.normalize(path.join(path.dirname(file), spec ?? ''));
    const [from, to] = [roomOf(file), roomOf(target)];
    if (from === to || COMPOSITION.has(file)) continue;
    if (!edges.has(from)) edges.set(from, new Set());
    edges.get(from)!.add(to);
    why.set(`${from} → ${to}`, `${file} → ${target}`);
  }
}

/** Each pair of rooms that import each other, with one import each way. */
const loops = [...edges].flatMap(([from, targets]) =>
  [...targets]
    .filter((to) => from < to && edges.get(to)?.has(from))
    .map((to) => `${why.get(`${from} → ${to}`)} / ${why.get(`${to} → ${from}`)}`),
);

t.same(loops, [], 'no two rooms import each other');
