// A .md module is its text, as esbuild's text loader makes it in the server bundle: registered by
// the tools that load the sources under tsx (the build's placeholder report, the bench scripts).
import { readFileSync } from 'node:fs';
import { registerHooks } from 'node:module';
import { fileURLToPath } from 'node:url';

registerHooks({
  load(url, context, nextLoad) {
    if (!url.startsWith('file:') || !url.endsWith('.md')) return nextLoad(url, context);
    return { format: 'module', source: `export default ${JSON.stringify(readFileSync(fileURLToPath(url), 'utf8'))};`, shortCircuit: true };
  },
});
