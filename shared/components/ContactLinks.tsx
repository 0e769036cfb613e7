import { telUri } from '../format.ts';
import { useSite } from './site-context.ts';

export function EmailLink() {
  const { email } = useSite().content.identity;
  return <a href={`mailto:${email}`}>{email}</a>;
}

export function PhoneLink() {
  const { phone } = useSite().content.identity;
  return <a href={telUri(phone)}>{phone}</a>;
}
