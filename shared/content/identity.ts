/**
 * Every fact about the consultant's identity, in one place. The person is fictional:
 * the owner replaces these values with his own and every page, the legal notice,
 * the structured data and llms.txt follow.
 */
export const identity = {
  name: 'Jonas Falkenberg',
  /** Shown in the header's title line and the footer. */
  title: 'KI-Berater, Speaker & Keynote-Speaker',
  /** Job title for structured data. */
  jobTitle: 'KI-Berater und Keynote-Speaker',
  /** Business name as it appears in the legal notice. */
  business: 'Jonas Falkenberg – KI-Beratung',
  legalForm: 'Einzelunternehmer',
  address: {
    street: 'Brandstwiete 4',
    postalCode: '20457',
    city: 'Hamburg',
    country: 'Deutschland',
    countryCode: 'DE',
  },
  email: 'kontakt@jonas-falkenberg.de',
  /** Display form and tel: form of the phone number. */
  phone: { display: '+49 40 2380 6150', href: 'tel:+494023806150' },
  linkedinUrl: 'https://www.linkedin.com/in/jonas-falkenberg-ki',
  newsletterUrl: 'https://www.linkedin.com/newsletters/ki-klartext-7201234567890123456',
  newsletterName: 'KI-Klartext',
  /** Umsatzsteuer-Identifikationsnummer nach § 27a UStG. */
  vatId: 'DE 318 472 905',
  accolade: 'Top 10 KI-Experte 2025',
  /** Topics for structured data (schema.org knowsAbout). */
  knowsAbout: [
    'Künstliche Intelligenz',
    'KI-Strategie',
    'Generative KI',
    'Prozessautomatisierung',
    'Change-Management',
    'Ontologien und Wissensgraphen',
  ],
} as const;

export type Identity = typeof identity;
