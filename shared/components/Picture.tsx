import type { ResponsiveImage } from '../assets.ts';

interface PictureProps {
  image: ResponsiveImage;
  alt: string;
  className?: string;
  /** Above the fold: load at once and with high priority. */
  eager?: boolean;
  /** Marks an image whose load failure the client handles (the sparring image). */
  fallbackHidden?: boolean;
}

/** AVIF, then WebP, then PNG, at the size the image is shown; width and height prevent layout shift. */
export function Picture({ image, alt, className, eager, fallbackHidden }: PictureProps) {
  return (
    <picture className={className}>
      <source type="image/avif" srcSet={image.avif} />
      <source type="image/webp" srcSet={image.webp} />
      <img
        src={image.fallback}
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
