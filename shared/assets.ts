import Type, { type Static } from 'typebox';

/** One width of an image, in each format. */
const variant = Type.Object({ width: Type.Integer(), avif: Type.String(), webp: Type.String(), fallback: Type.String() });
export type ImageVariant = Static<typeof variant>;

/** An image at its largest size (width, height, URLs) and every width the build made, smallest first (the picture's srcset). */
export const responsiveImage = (title: string) =>
  Type.Object({ ...variant.properties, height: Type.Integer(), variants: Type.Array(variant, { maxItems: 8 }) }, { title });
export type ResponsiveImage = Static<ReturnType<typeof responsiveImage>>;

export interface OgImage {
  url: string;
  width: number;
  height: number;
  type: string;
}

/** What build.mjs writes to dist/manifest.json: the hashed URLs of every asset. */
export interface AssetManifest {
  /** The entry module; only pages with islands load it. */
  script: string;
  /** Chunks the entry imports statically (modulepreload). */
  scriptPreload: string[];
  /** Dedicated workers by name (the hero particles draw in one). */
  workers: { particles: string };
  css: string;
  /** The owner's pages (/intern) alone: their stylesheet and the passkey ceremony's module. */
  owner: { css: string; script: string };
  font: { url: string; family: string };
  /** The sparring drawing, and the owner's photos (portrait, stage) once he has dropped them in. */
  images: { portrait?: ResponsiveImage; stage?: ResponsiveImage; sparring: ResponsiveImage };
  og: OgImage;
  /** Pages with their own Open Graph image (the offers, the keynotes), by key. */
  ogPages?: Record<string, OgImage>;
  icons: { svg: string; ico?: string; appleTouch: string };
}
