import type { AssetManifest } from '../../shared/assets.ts';
import { telUri } from '../../shared/format.ts';
import type { Site } from '../../shared/content/index.ts';
import { KEYNOTES_PATH, talkTitle, type Keynotes } from '../../shared/content/keynotes.ts';
import type { Offer } from '../../shared/content/offers.ts';

/*
 * JSON-LD, generated from the same content modules as the pages, so the prices a crawler reads
 * are the prices a visitor sees. Every node has an @id on its own page (the person on `/`, each
 * service on its page), so the home page's graph and an offer page's graph describe one thing.
 */

const personId = (siteUrl: string) => `${siteUrl}/#person`;

/** A service and its offer with the price from the content module. */
function offerService(siteUrl: string, offer: Offer) {
  const url = siteUrl + offer.page.path;
  return {
    '@type': 'Service',
    '@id': `${url}#service`,
    name: offer.title,
    description: offer.summary,
    url,
    provider: { '@id': personId(siteUrl) },
    areaServed: { '@type': 'Country', name: 'Deutschland' },
    offers: {
      '@type': 'Offer',
      price: offer.priceEur,
      priceCurrency: 'EUR',
      url,
      priceSpecification: offer.monthly
        ? {
            '@type': 'UnitPriceSpecification',
            price: offer.priceEur,
            priceCurrency: 'EUR',
            unitCode: 'MON',
            unitText: offer.priceSuffix,
            referenceQuantity: { '@type': 'QuantitativeValue', value: 1, unitCode: 'MON' },
          }
        : undefined,
    },
  };
}

/** The keynotes: no list price (each is quoted), so each talk is an Offer without one. */
function keynoteService(siteUrl: string, keynotes: Keynotes) {
  const url = siteUrl + KEYNOTES_PATH;
  return {
    '@type': 'Service',
    '@id': `${url}#service`,
    name: 'Keynotes',
    serviceType: 'Keynote',
    description: keynotes.intro,
    url,
    provider: { '@id': personId(siteUrl) },
    hasOfferCatalog: {
      '@type': 'OfferCatalog',
      name: keynotes.title,
      itemListElement: keynotes.topics.map((topic) => ({
        '@type': 'Offer',
        url: `${url}#${topic.id}`,
        description: keynotes.priceNote,
        itemOffered: {
          '@type': 'Service',
          name: talkTitle(topic),
          description: topic.description,
          audience: { '@type': 'Audience', audienceType: topic.audience },
        },
      })),
    },
  };
}

/**
 * A service as the home page names it: by @id, with its page and price. Its description, area
 * and the keynotes' catalogue are on its own page: the home's document has to fit Lighthouse's
 * first round trip (14,600 bytes, see docs/benchmarks.md), and these took about 1 KB of it.
 */
function serviceByReference(service: object): object {
  const { '@type': type, '@id': id, name, url, offers } = service as Record<string, unknown>;
  return { '@type': type, '@id': id, name, url, offers: typeof offers === 'object' ? { ...offers, url: undefined } : undefined };
}

/** The home page's @graph: website, person (in full here; other pages refer to it by @id) and the services by reference. */
export function structuredData(siteUrl: string, assets: AssetManifest, site: Site): object {
  const home_ = `${siteUrl}/`;
  const { identity, home, keynotes } = site.content;
  const portrait = site.content.photos.portrait ?? assets.images.portrait;
  return {
    '@context': 'https://schema.org',
    '@graph': [
      {
        '@type': 'WebSite',
        '@id': `${home_}#website`,
        url: home_,
        name: identity.name,
        description: site.pages[0]!.description,
        inLanguage: 'de-DE',
        publisher: { '@id': personId(siteUrl) },
      },
      {
        '@type': 'Person',
        '@id': personId(siteUrl),
        name: identity.name,
        jobTitle: identity.jobTitle,
        description: home.hero.lead,
        url: home_,
        email: `mailto:${identity.email}`,
        telephone: telUri(identity.phone).replace(/^tel:/, ''),
        image: portrait ? new URL(portrait.fallback, home_).toString() : undefined,
        sameAs: [identity.linkedinUrl],
        knowsAbout: [...identity.knowsAbout],
        award: identity.accolade,
        address: {
          '@type': 'PostalAddress',
          streetAddress: identity.address.street,
          postalCode: identity.address.postalCode,
          addressLocality: identity.address.city,
          addressCountry: 'DE',
        },
      },
      ...[...site.offers.map((offer) => offerService(siteUrl, offer)), keynoteService(siteUrl, keynotes)].map(serviceByReference),
    ],
  };
}

/** An offer or the keynotes page: its service (with the offer and price) and the way back home. */
export function servicePageData(siteUrl: string, site: Site, page: Offer | 'keynotes'): object {
  const { identity, keynotes } = site.content;
  const service = page === 'keynotes' ? keynoteService(siteUrl, keynotes) : offerService(siteUrl, page);
  return {
    '@context': 'https://schema.org',
    '@graph': [
      { ...service, provider: { '@type': 'Person', '@id': personId(siteUrl), name: identity.name, url: `${siteUrl}/` } },
      {
        '@type': 'BreadcrumbList',
        itemListElement: [
          { '@type': 'ListItem', position: 1, name: 'Startseite', item: `${siteUrl}/` },
          { '@type': 'ListItem', position: 2, name: service.name, item: service.url },
        ],
      },
    ],
  };
}
