// `node --import=./scripts/test-hooks.ts` (tap's node-arg): the tests import the app from source.
// TypeScript and TSX through esbuild, the prose's .mdx with the build's options (scripts/mdx.ts).
// Synchronous hooks on the loading thread: tsx's and @mdx-js/node-loader's hooks run on a thread
// of their own, and every module's round trip to it made importing the app 0.8 s slower (2.9 → 2.1 s).
import { readFileSync } from 'node:fs';
import { registerHooks } from 'node:module';
import { fileURLToPath } from 'node:url';
import { compileSync } from '@mdx-js/mdx';
import { transformSync } from 'esbuild';
import { mdxOptions } from './mdx.ts';

const OWN_SOURCE = /^file:.*\.(tsx?|mdx)$/;

registerHooks({
  load(url, context, nextLoad) {
    if (!OWN_SOURCE.test(url) || url.includes('/node_modules/')) return nextLoad(url, context);
    const file = fileURLToPath(url);
    const value = readFileSync(file, 'utf8');
    const source = url.endsWith('.mdx')
      ? String(compileSync({ value, path: file }, mdxOptions))
      : transformSync(value, {
          loader: url.endsWith('.tsx') ? 'tsx' : 'ts',
          jsx: 'automatic',
          format: 'esm',
          target: 'node22',
          sourcemap: 'inline',
          sourcefile: file,
        }).code;
    return { format: 'module', source, shortCircuit: true };
  },
});
