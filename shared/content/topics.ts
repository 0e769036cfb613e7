/**
 * The contact form's topics (`cta_type`), in the order they are offered. The values are what
 * the form posts and what existing links (`/?anliegen=sparring#contact`) carry: keep them;
 * change the labels freely. TopicValue is derived from this list, so a topic added here is a
 * valid value everywhere (form, server validation, offer links) at once.
 */
export const TOPICS = [
  { value: 'speaking', label: 'Keynote anfragen' },
  { value: 'kilead', label: 'Externer KI-Lead' },
  { value: 'potenzialcheck', label: 'KI-Potenzial-Check' },
  { value: 'sparring', label: 'Sparringspartner' },
  { value: 'sonstiges', label: 'Sonstiges' },
] as const satisfies ReadonlyArray<{ value: string; label: string }>;

/** A value of the contact form's topic field (`cta_type`). */
export type TopicValue = (typeof TOPICS)[number]['value'];
