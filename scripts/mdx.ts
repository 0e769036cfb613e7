// The MDX options for the prose documents in shared/content/prose/, shared by the build
// (@mdx-js/esbuild in build.mjs) and the tests (scripts/test-hooks.ts).
// A document starts with a YAML frontmatter, checked here: a bad one fails the compile with the
// file, the line and what is wrong. It is exported as `frontmatter`, with the reading time.
import type { Options } from '@mdx-js/esbuild';
import { valueToEstree } from 'estree-util-value-to-estree';
import type { Nodes, Root } from 'mdast';
import remarkFrontmatter from 'remark-frontmatter';
import type { VFile } from 'vfile';
import { define } from 'unist-util-mdx-define';
import { parse } from 'yaml';

/** Reading speed for the reading time: a common figure for German non-fiction. */
const WORDS_PER_MINUTE = 200;

/** The frontmatter's fields, typed as ProseFrontmatter in shared/content/prose/prose.d.ts. */
const FIELDS: Record<string, { required: boolean; valid: (value: unknown) => boolean; expected: string }> = {
  title: { required: true, valid: (v) => typeof v === 'string' && v.trim() !== '', expected: 'a non-empty string' },
  updated: {
    required: false,
    valid: (v) => typeof v === 'string' && /^\p{Lu}\p{Ll}+ \d{4}$/u.test(v),
    expected: 'month and year, e.g. "November 2026"',
  },
};

/** What is wrong with a parsed frontmatter, one message per problem; empty when it is good. */
export function frontmatterProblems(data: unknown): string[] {
  if (typeof data !== 'object' || data === null || Array.isArray(data)) return ['expected `key: value` lines between the --- fences'];
  const fields = data as Record<string, unknown>;
  const unknown = Object.keys(fields).filter((key) => !Object.hasOwn(FIELDS, key));
  const problems = unknown.map((key) => `unknown field \`${key}\` (known: ${Object.keys(FIELDS).join(', ')})`);
  for (const [key, { required, valid, expected }] of Object.entries(FIELDS)) {
    if (!Object.hasOwn(fields, key)) {
      if (required) problems.push(`\`${key}\` is missing: ${expected}`);
    } else if (!valid(fields[key])) problems.push(`\`${key}\` must be ${expected}, not ${JSON.stringify(fields[key])}`);
  }
  return problems;
}

/** Words of the running text (not the frontmatter, imports or expressions). */
const countWords = (node: Nodes): number =>
  node.type === 'text'
    ? node.value.split(/\s+/).filter(Boolean).length
    : 'children' in node
      ? node.children.reduce((sum: number, child: Nodes) => sum + countWords(child), 0)
      : 0;

/** Checks the frontmatter and exports it, with `readingMinutes`, as `frontmatter`. */
function remarkProseFrontmatter() {
  return (tree: Root, file: VFile) => {
    const node = tree.children.find((child) => child.type === 'yaml');
    if (!node) return file.fail('frontmatter missing: a prose document starts with a --- fenced block with at least `title:`', tree);
    let data: unknown;
    try {
      data = parse(node.value);
    } catch (error) {
      return file.fail(`frontmatter is not valid YAML: ${(error as Error).message}`, node);
    }
    const problems = frontmatterProblems(data);
    if (problems.length) file.fail(`frontmatter: ${problems.join('; ')}`, node);
    const readingMinutes = Math.max(1, Math.round(countWords(tree) / WORDS_PER_MINUTE));
    define(tree, file, { frontmatter: valueToEstree({ ...(data as object), readingMinutes }) });
  };
}

/** Options for @mdx-js/esbuild and the tests' compileSync alike. */
export const mdxOptions: Options = { remarkPlugins: [remarkFrontmatter, remarkProseFrontmatter] };
