// `npm run export` on Node 20.9–20.11 (allowed by `engines`): their Dirents have no
// parentPath (added in 20.12), and the export used it to list the copied assets, so it
// failed with "The "path" argument must be of type string. Received undefined". Node 20.20
// runs the tests, so this test hands the export Dirents without parentPath (and without the
// older, deprecated `path`), as those versions do.
import { promises as fsPromises, type Dirent } from 'node:fs';
import { syncBuiltinESMExports } from 'node:module';
import { readdir } from 'node:fs/promises';
import path from 'node:path';
import t from 'tap';
import { exportSite } from '../../server/export.ts';
import { testConfig } from '../helpers.ts';
import { requireBuild, ROOT, tempDir } from './process.ts';

requireBuild(t);

const DIST = path.join(ROOT, 'dist');

/** Every file under dir, relative with `/`, listed without the export's code. */
async function walk(dir: string, prefix = ''): Promise<string[]> {
  const files: string[] = [];
  for (const name of await readdir(path.join(dir, prefix))) {
    const relative = prefix ? `${prefix}/${name}` : name;
    const nested = await walk(dir, relative).catch(() => null);
    files.push(...(nested ?? [relative]));
  }
  return files;
}

t.test('export – lists the copied assets with Dirents that have no parentPath (Node 20.9–20.11)', async (t) => {
  const original = fsPromises.readdir;
  const withoutParentPath = (entry: unknown) => {
    if (typeof entry !== 'object' || entry === null) return entry;
    const dirent = entry as Dirent;
    // A plain object with the Dirent methods and name, like Node 20.9's, minus the newer fields.
    return { name: dirent.name, isFile: () => dirent.isFile(), isDirectory: () => dirent.isDirectory(), isSymbolicLink: () => dirent.isSymbolicLink() };
  };
  const patched = async (...args: Parameters<typeof original>) => {
    const entries = (await original(...args)) as unknown[];
    return entries.map(withoutParentPath);
  };
  fsPromises.readdir = patched as typeof original;
  syncBuiltinESMExports();
  t.teardown(() => {
    fsPromises.readdir = original;
    syncBuiltinESMExports();
  });

  const outDir = path.join(await tempDir(t), 'out');
  const config = await testConfig(t, { FORM_ENDPOINT: 'https://form.example.de' });
  const { files } = await exportSite({ config, distDir: DIST, outDir });

  fsPromises.readdir = original;
  syncBuiltinESMExports();
  const assets = (await walk(path.join(DIST, 'public'))).sort();
  t.ok(assets.some((file) => file.startsWith('assets/')), 'the build has nested assets');
  t.same(
    assets.filter((file) => !files.includes(file)),
    [],
    `all ${assets.length} files of dist/public are listed`,
  );
  t.ok(files.includes('index.html'), 'and the pages');
});
