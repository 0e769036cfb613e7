// Node hooks that compile .mdx files with the build's options (scripts/mdx.mjs), registered by
// scripts/mdx-register.mjs: the tests import the pages from source.
import { createLoader } from '@mdx-js/node-loader';
import { mdxOptions } from './mdx.mjs';

export const { initialize, load } = createLoader(mdxOptions);
