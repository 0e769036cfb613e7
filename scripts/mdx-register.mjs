// `node --import=./scripts/mdx-register.mjs`: lets Node import .mdx files (see mdx-loader.mjs).
import { register } from 'node:module';

register('./mdx-loader.mjs', import.meta.url);
