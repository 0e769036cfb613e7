import type { InlineLink, LegalPageContent, RichText } from './types.ts';
import { identity } from './identity.ts';
import { NBSP } from './format.ts';

const { address } = identity;

const emailLink: InlineLink = { href: `mailto:${identity.email}`, label: identity.email };
const phoneLink: InlineLink = { href: identity.phone.href, label: identity.phone.display };

const streetLines: readonly RichText[] = [address.street, `${address.postalCode} ${address.city}`];

const updated = 'Stand: November 2026';
const backLabel = 'Zurück zur Startseite';

/** "Art. 6 Abs. 1 lit. f DSGVO" with non-breaking spaces inside the citation. */
const art6 = (letter: 'a' | 'b' | 'f') => `Art.${NBSP}6 Abs.${NBSP}1 lit.${NBSP}${letter} DSGVO`;

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

export const datenschutz: LegalPageContent = {
  title: 'Datenschutzerklärung',
  intro:
    'Der Schutz deiner persönlichen Daten ist mir wichtig. Hier erkläre ich, welche personenbezogenen Daten beim Besuch dieser Website und bei einer Kontaktaufnahme verarbeitet werden, zu welchem Zweck und auf welcher Rechtsgrundlage – und welche Rechte du hast. Grundlage sind die Datenschutz-Grundverordnung (DSGVO), das Bundesdatenschutzgesetz (BDSG) und das Telekommunikation-Digitale-Dienste-Datenschutz-Gesetz (TDDDG).',
  sections: [
    {
      heading: '1. Verantwortlicher',
      id: 'verantwortlicher',
      blocks: [
        { kind: 'p', text: 'Verantwortlich für die Datenverarbeitung auf dieser Website im Sinne der DSGVO ist:' },
        {
          kind: 'address',
          lines: [
            identity.name,
            identity.business,
            ...streetLines,
            address.country,
            ['E-Mail: ', emailLink],
            ['Telefon: ', phoneLink],
          ],
        },
        {
          kind: 'p',
          text: 'Einen Datenschutzbeauftragten habe ich nicht benannt, da hierzu keine gesetzliche Pflicht besteht. Mit allen Fragen zum Datenschutz kannst du dich direkt an mich wenden.',
        },
      ],
    },
    {
      heading: '2. Allgemeine Hinweise zur Datenverarbeitung',
      id: 'allgemein',
      blocks: [
        { kind: 'h3', text: 'Hosting' },
        {
          kind: 'p',
          text: `Diese Website wird bei meinem Hosting-Anbieter mit Rechenzentrum in Deutschland betrieben. Der Anbieter verarbeitet die Daten ausschließlich in meinem Auftrag und nach meinen Weisungen; mit ihm besteht ein Vertrag zur Auftragsverarbeitung nach Art.${NBSP}28 DSGVO. Eine Übermittlung in Länder außerhalb der Europäischen Union findet nicht statt.`,
        },
        { kind: 'h3', text: 'Server-Logfiles' },
        {
          kind: 'p',
          text: 'Bei jedem Aufruf dieser Website speichert der Server automatisch Informationen, die dein Browser übermittelt:',
        },
        {
          kind: 'list',
          items: [
            'IP-Adresse des anfragenden Geräts',
            'Datum und Uhrzeit des Zugriffs',
            'aufgerufene Seite oder Datei',
            'Referrer-URL (die zuvor besuchte Seite, sofern übermittelt)',
            'verwendeter Browser und Betriebssystem (User-Agent)',
          ],
        },
        {
          kind: 'p',
          text: `Diese Daten brauche ich, um die Website sicher und stabil auszuliefern, Fehler zu finden und Angriffe abzuwehren. Rechtsgrundlage ist ${art6('f')}; mein berechtigtes Interesse liegt im sicheren und fehlerfreien Betrieb der Website. Die Logdaten werden nach 14${NBSP}Tagen automatisch gelöscht. Eine Zusammenführung mit anderen Datenquellen findet nicht statt.`,
        },
        { kind: 'h3', text: 'Keine Cookies, keine Drittanbieter' },
        {
          kind: 'p',
          text: 'Diese Website setzt keine Cookies und verwendet keine vergleichbaren Techniken, um dein Endgerät wiederzuerkennen. Beim Aufruf werden keine Inhalte von Drittanbietern nachgeladen: Schriften, Bilder und Skripte liefert der eigene Server aus, die Schriften sind lokal eingebunden. Dein Browser stellt beim Besuch also keine Verbindung zu Servern Dritter her. Erst wenn du einen externen Link anklickst, etwa zu LinkedIn, verlässt du diese Website; dort gelten die Datenschutzbestimmungen des jeweiligen Anbieters.',
        },
        { kind: 'h3', text: 'Verschlüsselte Übertragung' },
        {
          kind: 'p',
          text: 'Die Verbindung zu dieser Website ist per TLS verschlüsselt. Du erkennst das an „https://“ in der Adresszeile deines Browsers.',
        },
        { kind: 'h3', text: 'Speicherdauer' },
        {
          kind: 'p',
          text: 'Soweit in dieser Datenschutzerklärung keine speziellere Speicherdauer genannt ist, speichere ich personenbezogene Daten nur so lange, wie es für den jeweiligen Zweck erforderlich ist oder gesetzliche Aufbewahrungspflichten es verlangen. Danach werden sie gelöscht.',
        },
      ],
    },
    {
      heading: '3. Webanalyse',
      id: 'webanalyse',
      blocks: [
        {
          kind: 'p',
          text: 'Diese Website verwendet derzeit keine Webanalyse. Es werden keine Nutzungsprofile erstellt, keine Cookies gesetzt und keine Daten an Analyseanbieter übermittelt.',
        },
        {
          kind: 'p',
          text: `Sollte ich künftig ein Analysewerkzeug einsetzen, gilt Folgendes: Es wird erst aktiv, nachdem du ausdrücklich eingewilligt hast (§${NBSP}25 Abs.${NBSP}1 TDDDG, ${art6('a')}). Die IP-Anonymisierung ist dabei aktiv: Deine IP-Adresse wird vor jeder Speicherung gekürzt, sodass sie dir nicht mehr zugeordnet werden kann. Deine Einwilligung kannst du jederzeit mit Wirkung für die Zukunft widerrufen. Bevor ein solches Werkzeug in Betrieb geht, ergänze ich diese Datenschutzerklärung und nenne hier den Anbieter.`,
        },
        {
          kind: 'p',
          text: [
            'Viele Anbieter stellen zusätzlich ein Browser-Add-on bereit, mit dem du der Erfassung dauerhaft widersprechen kannst – für Google Analytics zum Beispiel das ',
            {
              href: 'https://tools.google.com/dlpage/gaoptout?hl=de',
              label: 'Browser-Add-on zur Deaktivierung von Google Analytics',
              external: true,
            },
            '.',
          ],
        },
      ],
    },
    {
      heading: '4. Kontaktformular und E-Mail-Kontakt',
      id: 'kontakt',
      blocks: [
        {
          kind: 'p',
          text: 'Wenn du mir über das Kontaktformular oder per E-Mail schreibst, verarbeite ich die Angaben, die du dabei machst:',
        },
        {
          kind: 'list',
          items: [
            'Name',
            'E-Mail-Adresse',
            'gewähltes Anliegen',
            'deine Nachricht',
            'Zeitpunkt der Übermittlung',
          ],
        },
        {
          kind: 'p',
          text: 'Zum Schutz vor automatisierten Spam-Einsendungen enthält das Formular außerdem ein unsichtbares Feld, das leer bleiben muss, und ein signiertes Formular-Token mit Zeitstempel. Daran lässt sich erkennen, ob ein Formular in menschenmöglicher Zeit ausgefüllt wurde. Diese Daten dienen ausschließlich der Spam-Abwehr; ein Tracking findet nicht statt.',
        },
        { kind: 'h3', text: 'Zweck und Weitergabe' },
        {
          kind: 'p',
          text: `Ich verwende die Daten, um deine Anfrage zu bearbeiten und zu beantworten. Die Nachricht wird auf meinem Server gespeichert und per E-Mail an mich weitergeleitet. Wenn aus deiner Anfrage eine Zusammenarbeit entsteht oder entstehen kann, speichere ich Kontaktdaten und Gesprächsverlauf gegebenenfalls in einem CRM-System, um die Geschäftsbeziehung zu verwalten. Setze ich dafür einen externen Dienstleister ein, geschieht das auf Grundlage eines Vertrags zur Auftragsverarbeitung nach Art.${NBSP}28 DSGVO. Eine Weitergabe an sonstige Dritte findet nicht statt.`,
        },
        { kind: 'h3', text: 'Rechtsgrundlage' },
        {
          kind: 'p',
          text: `Zielt deine Anfrage auf den Abschluss oder die Durchführung eines Vertrags, ist Rechtsgrundlage ${art6('b')}. In allen anderen Fällen beruht die Verarbeitung auf meinem berechtigten Interesse, an mich gerichtete Anfragen zu beantworten (${art6('f')}). Die Angaben sind freiwillig; ohne Name, E-Mail-Adresse und Nachricht kann ich deine Anfrage allerdings nicht beantworten.`,
        },
        { kind: 'h3', text: 'Speicherdauer' },
        {
          kind: 'p',
          text: `Ich lösche deine Daten, sobald deine Anfrage abschließend bearbeitet ist und keine gesetzlichen Aufbewahrungspflichten entgegenstehen. Nachrichten, die als Geschäftsbriefe gelten, bewahre ich nach §${NBSP}147 AO und §${NBSP}257 HGB sechs Jahre auf, buchungsrelevante Unterlagen bis zu zehn Jahre.`,
        },
        {
          kind: 'p',
          text: `Nachrichten, die das System als Spam erkennt, werden nicht weitergeleitet, sondern bis zu 30${NBSP}Tage in einer Quarantäne aufbewahrt. So kann ich versehentlich aussortierte echte Anfragen wiederherstellen. Danach werden sie automatisch gelöscht.`,
        },
      ],
    },
    {
      heading: '5. Deine Rechte',
      id: 'rechte',
      blocks: [
        { kind: 'p', text: 'Du hast im Hinblick auf deine personenbezogenen Daten jederzeit folgende Rechte:' },
        {
          kind: 'list',
          items: [
            `Auskunft über die zu dir gespeicherten Daten (Art.${NBSP}15 DSGVO)`,
            `Berichtigung unrichtiger oder unvollständiger Daten (Art.${NBSP}16 DSGVO)`,
            `Löschung deiner Daten, soweit keine Aufbewahrungspflicht entgegensteht (Art.${NBSP}17 DSGVO)`,
            `Einschränkung der Verarbeitung (Art.${NBSP}18 DSGVO)`,
            `Datenübertragbarkeit in einem strukturierten, gängigen und maschinenlesbaren Format (Art.${NBSP}20 DSGVO)`,
            `Widerspruch gegen die Verarbeitung (Art.${NBSP}21 DSGVO)`,
            `Widerruf einer erteilten Einwilligung mit Wirkung für die Zukunft (Art.${NBSP}7 Abs.${NBSP}3 DSGVO)`,
          ],
        },
        { kind: 'h3', text: 'Widerspruchsrecht' },
        {
          kind: 'p',
          text: `Verarbeite ich Daten auf Grundlage von ${art6('f')}, kannst du dieser Verarbeitung aus Gründen, die sich aus deiner besonderen Situation ergeben, jederzeit widersprechen. Ich verarbeite die Daten dann nicht mehr, es sei denn, ich kann zwingende schutzwürdige Gründe nachweisen, die deine Interessen überwiegen, oder die Verarbeitung dient der Geltendmachung, Ausübung oder Verteidigung von Rechtsansprüchen.`,
        },
        {
          kind: 'p',
          text: ['Um deine Rechte auszuüben, genügt eine formlose Nachricht an ', emailLink, '.'],
        },
        { kind: 'h3', text: 'Beschwerderecht bei einer Aufsichtsbehörde' },
        {
          kind: 'p',
          text: `Du hast außerdem das Recht, dich bei einer Datenschutz-Aufsichtsbehörde zu beschweren (Art.${NBSP}77 DSGVO), etwa bei der Behörde an deinem Wohnort oder bei der für mich zuständigen Aufsichtsbehörde:`,
        },
        {
          kind: 'address',
          lines: [
            'Der Hamburgische Beauftragte für Datenschutz und Informationsfreiheit',
            `Ludwig-Erhard-Str.${NBSP}22`,
            '20459 Hamburg',
          ],
        },
        { kind: 'h3', text: 'Keine automatisierte Entscheidungsfindung' },
        {
          kind: 'p',
          text: `Eine automatisierte Entscheidungsfindung einschließlich Profiling im Sinne von Art.${NBSP}22 DSGVO findet nicht statt.`,
        },
      ],
    },
  ],
  updated,
  backLabel,
};
