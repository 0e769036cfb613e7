// `node --import=./scripts/mdx-register.ts`: lets Node import .mdx files (see mdx-loader.ts).
import { register } from 'node:module';

register('./mdx-loader.ts', import.meta.url);
