import type { ResponsiveImage } from '../assets.ts';
import { initialsOf } from '../format.ts';
import { Picture } from './Picture.tsx';
import { useSite } from './site-context.ts';

interface PortraitProps {
  /** The block whose portrait it is („hero“, „about“): its classes `${block}__portrait` and `${block}__card`. */
  block: string;
  image: ResponsiveImage | undefined;
  alt: string;
  eager?: boolean;
}

/** The portrait in the hero and „Über mich“; until a photo is uploaded, a typographic card (a silhouette would read as "no photo"). */
export function Portrait({ block, image, alt, eager = false }: PortraitProps) {
  const identity = useSite().content.identity;
  if (image)
    return <Picture className={`${block}__portrait`} image={image} alt={alt} sizes="(min-width: 60rem) 20rem, 18rem" eager={eager} />;
  return (
    <div className={`name-card ${block}__card`}>
      <p className="name-card__monogram" aria-hidden="true">
        {initialsOf(identity.name)}
      </p>
      <p className="name-card__name">{identity.name}</p>
      <p className="name-card__role">{identity.title}</p>
      <p className="name-card__city">{identity.address.city}</p>
      <p className="name-card__accolade">{identity.accolade}</p>
    </div>
  );
}
