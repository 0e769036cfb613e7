import type { ResponsiveImage } from '../../assets.ts';
import type { ImageContent, Offer } from '../../content/types.ts';
import { Picture } from '../Picture.tsx';
import { OfferSection } from './OfferSection.tsx';

/** The sparring offer with its image; a failed image is hidden by the client (see effects). */
export function Sparring({ offer, image, imageContent }: { offer: Offer; image: ResponsiveImage; imageContent: ImageContent }) {
  return <OfferSection offer={offer} aside={<Picture className="offer__image" image={image} alt={imageContent.alt} fallbackHidden />} />;
}
