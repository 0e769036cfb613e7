// Node hooks that compile .mdx files with the build's options (scripts/mdx.ts), registered by
// scripts/mdx-register.ts: the tests import the pages from source.
import { createLoader } from '@mdx-js/node-loader';
import { mdxOptions } from './mdx.ts';

export const { initialize, load } = createLoader(mdxOptions);
