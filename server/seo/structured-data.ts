import type { AssetManifest } from '../../shared/assets.ts';
import { home } from '../../shared/content/home.ts';
import { identity } from '../../shared/content/identity.ts';
import { offers } from '../../shared/content/offers.ts';
import { pageMeta } from '../../shared/content/pages.ts';

/**
 * JSON-LD of the home page as one @graph, generated from the same content modules as the page,
 * so the prices a crawler reads are the prices a visitor sees.
 */
export function structuredData(siteUrl: string, assets: AssetManifest): object {
  const home_ = `${siteUrl}/`;
  const personId = `${home_}#person`;
  const portrait = assets.images.portrait;
  return {
    '@context': 'https://schema.org',
    '@graph': [
      {
        '@type': 'WebSite',
        '@id': `${home_}#website`,
        url: home_,
        name: identity.name,
        description: pageMeta.home.description,
        inLanguage: 'de-DE',
        publisher: { '@id': personId },
      },
      {
        '@type': 'Person',
        '@id': personId,
        name: identity.name,
        jobTitle: identity.jobTitle,
        description: home.hero.lead,
        url: home_,
        email: `mailto:${identity.email}`,
        telephone: identity.phone.href.replace(/^tel:/, ''),
        image: portrait ? new URL(portrait.fallback, home_).toString() : undefined,
        sameAs: [identity.linkedinUrl],
        knowsAbout: [...identity.knowsAbout],
        award: identity.accolade,
        address: {
          '@type': 'PostalAddress',
          streetAddress: identity.address.street,
          postalCode: identity.address.postalCode,
          addressLocality: identity.address.city,
          addressCountry: identity.address.countryCode,
        },
      },
      ...offers.map((offer) => ({
        '@type': 'Service',
        '@id': `${home_}#${offer.anchor}`,
        name: offer.title,
        description: offer.summary,
        url: `${home_}#${offer.anchor}`,
        provider: { '@id': personId },
        areaServed: { '@type': 'Country', name: 'Deutschland' },
        offers: {
          '@type': 'Offer',
          price: offer.priceEur,
          priceCurrency: 'EUR',
          url: `${home_}#${offer.anchor}`,
          ...(offer.billing
            ? {
                priceSpecification: {
                  '@type': 'UnitPriceSpecification',
                  price: offer.priceEur,
                  priceCurrency: 'EUR',
                  unitCode: offer.billing.unitCode,
                  unitText: offer.billing.unitText,
                  referenceQuantity: { '@type': 'QuantitativeValue', value: 1, unitCode: offer.billing.unitCode },
                },
              }
            : {}),
        },
      })),
      {
        '@type': 'Service',
        '@id': `${home_}#speaking`,
        name: 'Keynotes',
        serviceType: 'Keynote',
        description: home.speaking.intro,
        provider: { '@id': personId },
        hasOfferCatalog: {
          '@type': 'OfferCatalog',
          name: home.speaking.title,
          itemListElement: home.speaking.topics.map((topic) => ({
            '@type': 'Offer',
            itemOffered: { '@type': 'Service', name: topic.title, description: topic.description },
          })),
        },
      },
    ],
  };
}
