import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { AssetManifest } from '../../shared/assets.ts';

export function loadManifest(distDir: string): AssetManifest {
  const file = path.join(distDir, 'manifest.json');
  try {
    return JSON.parse(readFileSync(file, 'utf8')) as AssetManifest;
  } catch (error) {
    throw new Error(`Cannot read ${file}: run "npm run build" first (${(error as Error).message})`);
  }
}
