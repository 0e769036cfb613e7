import { telUri } from '../content/format.ts';
import { identity } from '../content/identity.ts';

/** The e-mail address as a mailto: link. */
export function EmailLink() {
  return <a href={`mailto:${identity.email}`}>{identity.email}</a>;
}

/** The phone number as a tel: link. */
export function PhoneLink() {
  return <a href={telUri(identity.phone.display)}>{identity.phone.display}</a>;
}
