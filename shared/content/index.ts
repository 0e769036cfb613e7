/**
 * The content as one value: every module's schema and defaults, and the Site a page renders from (placeholders filled).
 * The server builds it from the published content or a draft; nothing renders from an import of the defaults.
 */
import Type, { type Static } from 'typebox';
import { responsiveImage } from '../assets.ts';
import { COUNTED, AGGREGATE_RETENTION_DAYS, STATS_TIME_ZONE } from './analytics.ts';
import { calls, callsSchema, ownerCallsBack } from './calls.ts';
import { formatEuro, telUri } from '../format.ts';
import { home, homeSchema } from './home.ts';
import { identity, identitySchema } from './identity.ts';
import { KEYNOTES_PATH, keynotes, keynotesSchema } from './keynotes.ts';
import { offers, offersSchema, type Offer } from './offers.ts';
import { LOG_RETENTION_DAYS, privacy, privacySchema, supervisoryAuthority } from './privacy.ts';
import { proof, proofSchema } from './proof.ts';
import { prose, proseSchema } from './prose.ts';
import { site, siteSchema } from './site.ts';
import { theses, thesesSchema } from './theses.ts';
import type { Topic } from '../contact.ts';
import type { Link, PageMeta } from './types.ts';

/** Every module, in the order the editor lists them. `photos`: the owner's uploads (set by the upload, not a form). */
export const contentSchema = Type.Object({
  offers: offersSchema,
  home: homeSchema,
  identity: identitySchema,
  proof: proofSchema,
  theses: thesesSchema,
  keynotes: keynotesSchema,
  calls: callsSchema,
  prose: proseSchema,
  privacy: privacySchema,
  site: siteSchema,
  photos: Type.Object(
    { portrait: Type.Optional(responsiveImage('Porträt')), stage: Type.Optional(responsiveImage('Bühnenfoto')) },
    { title: 'Fotos', 'x-hidden': true },
  ),
});

export type Content = Static<typeof contentSchema>;

export const defaults: Content = { offers, home, identity, proof, theses, keynotes, calls, prose, privacy, site, photos: {} };

/** What the running site adds to the facts: the effective retention of leads (LEAD_RETENTION_DAYS) and the form's rate-limit window. */
export interface SiteSettings {
  leadRetentionDays: number;
  rateLimitMinutes: number;
}

/** A page's content with its placeholders filled, and what follows from it. */
export interface Site {
  content: Content;
  /** The offers shown, in their order. */
  offers: Offer[];
  /** The form's topics: the keynotes, the offers, „Sonstiges“. */
  topics: Topic[];
  /** The owner calls the visitor: a booking asks for the number. */
  ownerCalls: boolean;
  /** Every public page, in the order sitemap.xml lists them. */
  pages: PageMeta[];
  /** The offer pages and /keynotes: the header, the phone menu, the footer. */
  offerLinks: Link[];
  /** The pages that carry the contact forms (the home, the offers, /keynotes), each with the topic its forms pre-select. */
  formPages: Map<string, string>;
}

/** `{identity.name}` and friends: every fact a text may cite, by its placeholder. */
function factsOf(content: Content, settings: SiteSettings): Record<string, string> {
  const facts: Record<string, string> = {};
  const flatten = (prefix: string, value: object) => {
    for (const [key, item] of Object.entries(value) as Array<[string, unknown]>) {
      if (typeof item === 'string' || typeof item === 'number') facts[`${prefix}.${key}`] = String(item);
      else if (item && typeof item === 'object' && !Array.isArray(item)) flatten(`${prefix}.${key}`, item);
    }
  };
  flatten('identity', content.identity);
  flatten('privacy', content.privacy);
  flatten('privacy.authority', supervisoryAuthority(content.identity.address.state));
  facts['identity.tel'] = telUri(content.identity.phone);
  for (const offer of content.offers) {
    facts[`offer.${offer.id}.price`] = formatEuro(offer.priceEur);
    facts[`offer.${offer.id}.title`] = offer.title;
  }
  facts['retention.leads'] = String(settings.leadRetentionDays);
  facts['retention.logs'] = String(LOG_RETENTION_DAYS);
  facts['retention.stats'] = String(AGGREGATE_RETENTION_DAYS);
  facts['form.rateLimitMinutes'] = String(settings.rateLimitMinutes);
  facts['analytics.timeZone'] = STATS_TIME_ZONE;
  facts['analytics.counted'] = COUNTED.map((item) => `- ${item}`).join('\n');
  return facts;
}

const PLACEHOLDER = /\{([a-zA-Z][\w.-]*)\}/g;

/** Fills the placeholders `facts` knows; any other brace stays as it was typed. */
export const fill = (text: string, facts: Record<string, string>) => text.replace(PLACEHOLDER, (whole, key: string) => facts[key] ?? whole);

function fillAll<T>(value: T, facts: Record<string, string>): T {
  if (typeof value === 'string') return fill(value, facts) as T;
  if (Array.isArray(value)) return value.map((item: unknown) => fillAll(item, facts)) as T;
  if (value && typeof value === 'object') return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, fillAll(v, facts)])) as T;
  return value;
}

/** The Site of `raw` (the published content, or a draft). */
export function siteOf(raw: Content, settings: SiteSettings): Site {
  const content = { ...fillAll(raw, factsOf(raw, settings)), photos: raw.photos };
  const offers = content.offers.filter((offer) => !offer.hidden);
  const { pages, topics, nav } = content.site;
  return {
    content,
    offers,
    topics: [
      { value: 'speaking', label: topics.speaking },
      ...offers.map((offer) => ({ value: offer.id, label: offer.title })),
      { value: 'sonstiges', label: topics.other },
    ],
    ownerCalls: ownerCallsBack(content.calls.channel),
    pages: [
      { path: '/', ...pages.home },
      ...offers.map((offer) => offer.page),
      { path: KEYNOTES_PATH, ...content.keynotes.page },
      { path: '/impressum', ...pages.impressum },
      { path: '/datenschutz', ...pages.datenschutz },
      { path: '/brief-aus-der-zukunft', ...pages.letter },
    ],
    offerLinks: [
      ...offers.map((offer) => ({ label: offer.title, href: offer.page.path })),
      { label: nav.keynotesLabel, href: KEYNOTES_PATH },
    ],
    formPages: new Map([['/', ''], ...offers.map((offer) => [offer.page.path, offer.id] as const), [KEYNOTES_PATH, 'speaking']]),
  };
}

/** The link a button with a topic has: to the contact form, the topic chosen. */
export const topicLink = (topic: string, label: string): Link => ({ label, href: `/?anliegen=${topic}#contact` });

/** The topic a link chooses (`/?anliegen=…#contact`), if any. */
export const topicOf = (href: string) => /^\/\?anliegen=([a-z][a-z0-9-]*)#contact$/.exec(href)?.[1];
