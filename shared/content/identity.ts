/**
 * Every fact about the consultant's identity, in one place. The person is fictional:
 * the owner replaces these values with his own and every page, the legal notice,
 * the structured data and llms.txt follow.
 */
export const identity = {
  name: 'Jonas Falkenberg',
  /** Shown in the header's title line and the footer. */
  title: 'KI-Berater & Keynote-Speaker',
  /** Job title for structured data. */
  jobTitle: 'KI-Berater und Keynote-Speaker',
  /** Business name as it appears in the legal notice. */
  business: 'Jonas Falkenberg – KI-Beratung',
  legalForm: 'Einzelunternehmen',
  address: {
    street: 'Brandstwiete 4',
    postalCode: '20457',
    city: 'Hamburg',
    /** The Land: the privacy statement names its data-protection authority (privacy.ts). */
    state: 'Hamburg',
    country: 'Deutschland',
    countryCode: 'DE',
  },
  email: 'kontakt@jonas-falkenberg.de',
  /** The phone number as shown; the tel: links derive from it (telUri in format.ts). */
  phone: { display: '+49 40 2380 6150' },
  linkedinUrl: 'https://www.linkedin.com/in/jonas-falkenberg-ki',
  newsletterUrl: 'https://www.linkedin.com/newsletters/ki-klartext-7201234567890123456',
  newsletterName: 'KI-Klartext',
  /** Umsatzsteuer-Identifikationsnummer nach § 27a UStG; non-breaking spaces keep it on one line. */
  vatId: 'DE\u00a0318\u00a0472\u00a0905',
  accolade: 'Top-10-KI-Experte 2025',
  /**
   * PLATZHALTER: who published the ranking. Advertising with a ranking must name its source
   * (UWG § 5); replace it with the real publication, issue and year before going live.
   */
  accoladeSource: {
    placeholder: true,
    label: 'Ranking „Top 10 KI-Berater im deutschsprachigen Raum“, Magazin Mittelstand Digital, Ausgabe 11/2025',
    short: 'Mittelstand Digital 11/2025',
  },
  /** Biography facts used on the home page; the owner edits them here only. */
  biography: {
    degree: 'Informatikstudium',
    yearsInIndustry: 'zwölf Jahre',
    earlierRoles: 'erst als Entwickler, dann als Leiter eines Data-Science-Teams im Onlinehandel',
    formerRole: 'Head of Data',
    formerEmployer: 'einem familiengeführten Maschinenbauer',
    independentSince: 2019,
  },
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
