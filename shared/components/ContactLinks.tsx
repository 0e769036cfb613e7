import { identity } from '../content/identity.ts';

/** The e-mail address as a mailto: link. */
export function EmailLink() {
  return <a href={`mailto:${identity.email}`}>{identity.email}</a>;
}

/** The phone number as a tel: link. */
export function PhoneLink() {
  return <a href={identity.phone.href}>{identity.phone.display}</a>;
}
