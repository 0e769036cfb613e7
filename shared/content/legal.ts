// The Impressum, and the contact lines and labels it shares with the privacy statement (privacy.ts).
import type { InlineLink, LegalPageContent, RichText } from './types.ts';
import { identity } from './identity.ts';
import { NBSP } from './format.ts';

const { address } = identity;

export const emailLink: InlineLink = { href: `mailto:${identity.email}`, label: identity.email };
export const phoneLink: InlineLink = { href: identity.phone.href, label: identity.phone.display };

export const streetLines: readonly RichText[] = [address.street, `${address.postalCode} ${address.city}`];

export const updated = 'Stand: November 2026';
export const backLabel = 'Zurück zur Startseite';

export const impressum: LegalPageContent = {
  title: 'Impressum',
  sections: [
    {
      heading: `Angaben gemäß §${NBSP}5 DDG`,
      id: 'angaben',
      blocks: [
        { kind: 'address', lines: [identity.name, identity.business, ...streetLines, address.country] },
        { kind: 'p', text: `Rechtsform: ${identity.legalForm}` },
      ],
    },
    {
      heading: 'Kontakt',
      id: 'kontakt',
      blocks: [
        {
          kind: 'address',
          lines: [
            ['Telefon: ', phoneLink],
            ['E-Mail: ', emailLink],
          ],
        },
      ],
    },
    {
      heading: 'Umsatzsteuer-Identifikationsnummer',
      id: 'umsatzsteuer',
      blocks: [
        {
          kind: 'p',
          text: `Umsatzsteuer-Identifikationsnummer gemäß §${NBSP}27a Umsatzsteuergesetz: ${identity.vatId}`,
        },
      ],
    },
    {
      heading: `Verantwortlich für den Inhalt nach §${NBSP}18 Abs.${NBSP}2 MStV`,
      id: 'verantwortlich',
      blocks: [{ kind: 'address', lines: [identity.name, ...streetLines] }],
    },
    {
      heading: 'Verbraucherstreitbeilegung',
      id: 'streitbeilegung',
      blocks: [
        {
          kind: 'p',
          text: `Ich bin nicht bereit und nicht verpflichtet, an Streitbeilegungsverfahren vor einer Verbraucherschlichtungsstelle teilzunehmen (§${NBSP}36 Verbraucherstreitbeilegungsgesetz – VSBG).`,
        },
      ],
    },
    {
      heading: 'Haftung für Inhalte',
      id: 'haftung-inhalte',
      blocks: [
        {
          kind: 'p',
          text: 'Die Inhalte dieser Website erstelle ich mit größtmöglicher Sorgfalt. Für die Richtigkeit, Vollständigkeit und Aktualität der Inhalte kann ich jedoch keine Gewähr übernehmen. Für eigene Inhalte bin ich nach den allgemeinen Gesetzen verantwortlich. Die Inhalte dienen der allgemeinen Information und ersetzen keine individuelle Beratung. Sobald mir eine Rechtsverletzung bekannt wird, entferne ich den betreffenden Inhalt umgehend.',
        },
      ],
    },
    {
      heading: 'Haftung für Links',
      id: 'haftung-links',
      blocks: [
        {
          kind: 'p',
          text: 'Diese Website enthält Links zu externen Websites Dritter, auf deren Inhalte ich keinen Einfluss habe. Für diese Inhalte ist stets der jeweilige Anbieter oder Betreiber verantwortlich. Zum Zeitpunkt der Verlinkung waren keine Rechtsverstöße erkennbar. Eine fortlaufende Kontrolle der verlinkten Seiten ist ohne konkrete Anhaltspunkte nicht zumutbar; werden mir Rechtsverletzungen bekannt, entferne ich die betreffenden Links umgehend.',
        },
      ],
    },
    {
      heading: 'Urheberrecht',
      id: 'urheberrecht',
      blocks: [
        {
          kind: 'p',
          text: 'Texte, Bilder und Grafiken auf dieser Website unterliegen dem deutschen Urheberrecht. Vervielfältigung, Bearbeitung und jede Verwertung außerhalb der Grenzen des Urheberrechts bedürfen meiner vorherigen schriftlichen Zustimmung. Kurze Zitate mit Quellenangabe sind ausdrücklich willkommen.',
        },
      ],
    },
  ],
  updated,
  backLabel,
};
