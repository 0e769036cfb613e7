import { telUri } from '../format.ts';
import { useSite } from './site-context.ts';

/** The e-mail address as a mailto: link. */
export function EmailLink() {
  const { email } = useSite().content.identity;
  return <a href={`mailto:${email}`}>{email}</a>;
}

/** The phone number as a tel: link. */
export function PhoneLink() {
  const { phone } = useSite().content.identity;
  return <a href={telUri(phone)}>{phone}</a>;
}
