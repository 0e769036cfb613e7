// A .md module is its text, as esbuild's text loader makes it in the server bundle: for what loads
// the sources – build.mjs imports it before its placeholder report, the tests' hooks (test-hooks.ts)
// with theirs; `npm run bench` passes it as --import (a hook must be in place before the module graph loads).
import { readFileSync } from 'node:fs';
import { registerHooks } from 'node:module';
import { fileURLToPath } from 'node:url';

registerHooks({
  load(url, context, nextLoad) {
    if (!url.startsWith('file:') || !url.endsWith('.md')) return nextLoad(url, context);
    return { format: 'module', source: `export default ${JSON.stringify(readFileSync(fileURLToPath(url), 'utf8'))};`, shortCircuit: true };
  },
});
