import { initialsOf } from '../format.ts';
import { useSite } from './site-context.ts';

/**
 * A typographic card in place of a portrait while the owner has not uploaded a photo:
 * monogram, name, role, city and the accolade. A silhouette would read as "no photo uploaded".
 */
export function NameCard({ className }: { className: string }) {
  const identity = useSite().content.identity;
  return (
    <div className={`name-card ${className}`}>
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
