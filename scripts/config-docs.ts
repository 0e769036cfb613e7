// Writes .env.example and the README's configuration table (between the config:start and
// config:end markers) from the schema in server/config.ts: `npx tsx scripts/config-docs.ts`.
// test/server/config.test.ts fails when either file disagrees with the schema.
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { format, resolveConfig } from 'prettier';
import { rules, type Rule } from '../server/config.ts';

const root = path.resolve(import.meta.dirname, '..');
export const ENV_EXAMPLE = path.join(root, '.env.example');
export const README = path.join(root, 'README.md');
const START = '<!-- config:start -->';
const END = '<!-- config:end -->';

const HEADER = `# The site's configuration, validated at boot: a bad value stops it with a message naming the variable.
# Made from server/config.ts by \`npx tsx scripts/config-docs.ts\`. Shown: the default, else an example; uncomment what
# you change. As \`.env\` it is read by \`npm start\`, \`npm run outbox\` and \`npm run stats\` (the environment wins) and by
# \`docker run --env-file .env\`. Values are taken literally: no quotes, no spaces around \`=\`.
`;

/** The default as written in the environment; '' where it is computed. */
const fallback = (rule: Rule) => String(rule.default ?? '');
const meaning = (rule: Rule) => `${rule.enum ? `One of ${rule.enum.map((value) => `\`${value}\``).join(', ')}. ` : ''}${rule.description}.`;

export function envExample(): string {
  const entries = Object.entries(rules).map(([name, rule]) => {
    const comment = (meaning(rule).match(/\S.{0,114}(?=\s|$)/g) ?? []).map((line) => `# ${line}\n`).join('');
    return `${comment}#${name}=${fallback(rule) || String(rule.examples?.[0] ?? '')}\n`;
  });
  return [HEADER, ...entries].join('\n');
}

/** `text` (the README) with the table between the markers made anew. */
export async function readmeWithTable(text: string): Promise<string> {
  const [before, rest] = text.split(START);
  const after = rest?.split(END)[1];
  if (after === undefined) throw new Error(`README.md has no ${START} … ${END}`);
  const rows = Object.entries(rules).map(([name, rule]) => {
    const shown = fallback(rule) ? `\`${fallback(rule)}\`` : '–';
    return `| \`${name}\` | ${shown} | ${meaning(rule).replaceAll('|', '\\|')} |`;
  });
  const table = ['| Variable | Default | Meaning |', '| - | - | - |', ...rows].join('\n');
  const formatted = await format(table, { ...(await resolveConfig(README)), parser: 'markdown' });
  return `${before}${START}\n\n${formatted}\n${END}${after}`;
}

if (process.argv[1] === import.meta.filename) {
  writeFileSync(ENV_EXAMPLE, envExample());
  writeFileSync(README, await readmeWithTable(readFileSync(README, 'utf8')));
}
