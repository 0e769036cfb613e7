/** What build.mjs writes to dist/manifest.json: the hashed URLs of every asset. */
export interface ResponsiveImage {
  width: number;
  height: number;
  avif: string;
  webp: string;
  fallback: string;
}

export interface AssetManifest {
  /** The entry module; only pages with islands load it. */
  script: string;
  /** Chunks the entry imports statically (modulepreload). */
  scriptPreload: string[];
  /** Dedicated workers by name (the hero particles draw in one). */
  workers: { particles: string };
  css: string;
  font: { url: string; family: string };
  images: Record<string, ResponsiveImage>;
  og: { url: string; width: number; height: number; type: string };
  icons: { svg: string; ico?: string; appleTouch: string };
}
