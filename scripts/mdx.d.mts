import type { Options } from '@mdx-js/esbuild';
/** What is wrong with a parsed frontmatter, one message per problem; empty when it is good. */
export function frontmatterProblems(data: unknown): string[];
/** Options for @mdx-js/esbuild and @mdx-js/node-loader alike. */
export const mdxOptions: Options;
