import type { ResponsiveImage } from '../assets.ts';

interface PictureProps {
  image: ResponsiveImage;
  alt: string;
  className?: string;
  /** The width the image is shown at (the `sizes` attribute), e.g. "(min-width: 60rem) 20rem, 18rem". */
  sizes?: string;
  /** Above the fold: load at once and with high priority. */
  eager?: boolean;
  /** Marks an image whose load failure the client handles (the sparring image). */
  fallbackHidden?: boolean;
}

const srcSet = (image: ResponsiveImage, format: 'avif' | 'webp' | 'fallback') =>
  image.variants.map((v) => `${v[format]} ${v.width}w`).join(', ');

/** AVIF, then WebP, then PNG or JPEG, at each width the build made; width and height prevent layout shift. */
export function Picture({ image, alt, className, sizes, eager, fallbackHidden }: PictureProps) {
  const sizesAttr = sizes ?? `${image.width}px`;
  return (
    <picture className={className}>
      <source type="image/avif" srcSet={srcSet(image, 'avif')} sizes={sizesAttr} />
      <source type="image/webp" srcSet={srcSet(image, 'webp')} sizes={sizesAttr} />
      <img
        src={image.fallback}
        srcSet={image.variants.length > 1 ? srcSet(image, 'fallback') : undefined}
        sizes={image.variants.length > 1 ? sizesAttr : undefined}
        alt={alt}
        width={image.width}
        height={image.height}
        loading={eager ? 'eager' : 'lazy'}
        decoding="async"
        fetchPriority={eager ? 'high' : undefined}
        data-hide-on-error={fallbackHidden ? '' : undefined}
      />
    </picture>
  );
}
