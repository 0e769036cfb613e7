// What a prose document (*.mdx in this folder) exports once compiled with scripts/mdx.ts.

/** The frontmatter, checked when the document is compiled (scripts/mdx.ts names the rules). */
interface ProseFrontmatter {
  /** The page's h1. */
  title: string;
  /** Month and year of the last revision, e.g. "November 2026"; shown as "Stand: …". */
  updated?: string;
  /** Counted by the compiler from the document's words. */
  readingMinutes: number;
}

declare module '*.mdx' {
  import type { MDXContent } from 'mdx/types';

  export const frontmatter: ProseFrontmatter;
  const Content: MDXContent;
  export default Content;
}
