// `node --import=./scripts/test-hooks.ts` (tap's node-arg): the tests import the app from source,
// TypeScript and TSX through esbuild, the prose's .md as its text (markdown-modules.ts), in
// synchronous hooks on the loading thread (tsx's, on a thread of their own, cost 0.8 s per test
// file). Results are kept in node_modules/.cache: each esbuild call is a round trip to its service (1 s more).
import { createHash } from 'node:crypto';
import { mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { registerHooks } from 'node:module';
import { fileURLToPath } from 'node:url';
import { transformSync, version } from 'esbuild';
import './markdown-modules.ts';

const OWN_SOURCE = /^file:.*\.tsx?$/;
const CACHE = fileURLToPath(new URL('../node_modules/.cache/test-hooks/', import.meta.url));
const SALT = [version, readFileSync(new URL('./test-hooks.ts', import.meta.url), 'utf8')];
mkdirSync(CACHE, { recursive: true });

registerHooks({
  load(url, context, nextLoad) {
    if (!OWN_SOURCE.test(url) || url.includes('/node_modules/')) return nextLoad(url, context);
    const file = fileURLToPath(url);
    const value = readFileSync(file, 'utf8');
    const cached = `${CACHE}${createHash('sha256')
      .update([...SALT, url, value].join('\0'))
      .digest('base64url')}.js`;
    let source: string;
    try {
      source = readFileSync(cached, 'utf8');
    } catch {
      const loader = url.endsWith('.tsx') ? 'tsx' : 'ts';
      const options = { loader, jsx: 'automatic', format: 'esm', target: 'node22', sourcemap: 'inline', sourcefile: file } as const;
      source = transformSync(value, options).code;
      // Written whole under another name first: tap's files run side by side.
      writeFileSync(`${cached}.${process.pid}`, source);
      renameSync(`${cached}.${process.pid}`, cached);
    }
    return { format: 'module', source, shortCircuit: true };
  },
});
