// The Datenschutzerklärung, and the facts of the running site it describes.
import type { LegalPageContent } from './types.ts';
import { identity } from './identity.ts';
import { NBSP } from './format.ts';
import { backLabel, emailLink, phoneLink, streetLines, updated } from './legal.ts';
import { AGGREGATE_RETENTION_DAYS, COUNTED, OPT_OUT_HEADERS, STATS_TIME_ZONE } from './analytics.ts';

const { address } = identity;

/**
 * Days the server keeps a delivered or undeliverable lead after receiving it: the default of
 * LEAD_RETENTION_DAYS, and the period the privacy statement names. Change both together.
 */
export const LEAD_RETENTION_DAYS = 30;

/**
 * PLACEHOLDERS the owner fills in before going live: his processors (Auftragsverarbeiter,
 * Art. 28 DSGVO). `hosting`: who runs the server (and the CDN, when the pages are a static
 * export); `mailRelay`: the mail service behind SMTP_URL that delivers the leads.
 */
export const processors = {
  hosting: '[Platzhalter: Name, Anschrift und Serverstandort des Hosting-Anbieters]',
  mailRelay: '[Platzhalter: Name und Anschrift des E-Mail-Dienstleisters]',
};

/** "Art. 6 Abs. 1 lit. f DSGVO" with non-breaking spaces inside the citation. */
const art6 = (letter: 'a' | 'b' | 'f') => `Art.${NBSP}6 Abs.${NBSP}1 lit.${NBSP}${letter} DSGVO`;

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
          text: `Diese Website betreibt für mich ein Hosting-Anbieter: ${processors.hosting}. Er verarbeitet die Daten ausschließlich in meinem Auftrag und nach meinen Weisungen; mit ihm besteht ein Vertrag zur Auftragsverarbeitung nach Art.${NBSP}28 DSGVO. Liefert ein Content-Delivery-Network (CDN) die Seiten aus, gilt für dessen Anbieter dasselbe.`,
        },
        {
          kind: 'p',
          text: `Hat ein solcher Anbieter seinen Sitz außerhalb der Europäischen Union, etwa in den USA, übermittle ich Daten nur auf Grundlage eines Angemessenheitsbeschlusses der EU-Kommission (zum Beispiel des EU-US Data Privacy Framework) oder von Standardvertragsklauseln (Art.${NBSP}44${NBSP}ff. DSGVO).`,
        },
        { kind: 'h3', text: 'Server-Logfiles' },
        {
          kind: 'p',
          text: 'Bei jedem Aufruf dieser Website protokolliert der Server:',
        },
        {
          kind: 'list',
          items: [
            'Datum und Uhrzeit des Zugriffs',
            `die IP-Adresse deines Geräts, gekürzt auf ihren Netzanteil: Bei IPv4 wird das letzte Byte durch 0 ersetzt, bei IPv6 bleiben nur die ersten 48${NBSP}Bit erhalten. So lässt sie sich keinem einzelnen Anschluss mehr zuordnen.`,
            'Anfragemethode und aufgerufener Pfad, ohne angehängte Parameter',
            'HTTP-Statuscode, Antwortzeit und eine zufällige Kennung der Anfrage',
          ],
        },
        {
          kind: 'p',
          text: 'Die vollständige IP-Adresse, der verwendete Browser und das Betriebssystem (User-Agent) sowie die zuvor besuchte Seite (Referrer) werden nicht protokolliert. Zu Nachrichten aus dem Kontaktformular vermerkt das Protokoll nur eine Kennung der Nachricht, das gewählte Anliegen und gegebenenfalls den Grund einer Ablehnung, nie Name, E-Mail-Adresse oder Nachrichtentext.',
        },
        {
          kind: 'p',
          text: `Diese Daten brauche ich, um die Website sicher und stabil auszuliefern, Fehler zu finden und Angriffe abzuwehren. Rechtsgrundlage ist ${art6('f')}; mein berechtigtes Interesse liegt im sicheren und fehlerfreien Betrieb der Website. Die Protokolle werden nach 14${NBSP}Tagen automatisch gelöscht. Eine Zusammenführung mit anderen Datenquellen findet nicht statt.`,
        },
        { kind: 'h3', text: 'Keine Cookies, keine Drittanbieter' },
        {
          kind: 'p',
          text: 'Diese Website setzt keine Cookies und speichert auch sonst nichts auf deinem Endgerät und liest nichts von dort aus (wie Besuche ohne das gezählt werden, steht unter „Webanalyse“). Beim Aufruf werden keine Inhalte von Drittanbietern nachgeladen: Schriften, Bilder und Skripte kommen von derselben Adresse wie die Seite selbst, die Schriften sind lokal eingebunden. Dein Browser stellt beim Besuch also keine Verbindung zu Servern Dritter her. Erst wenn du einen externen Link anklickst, etwa zu LinkedIn, verlässt du diese Website; dort gelten die Datenschutzbestimmungen des jeweiligen Anbieters.',
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
          text: 'Um zu sehen, welche Inhalte gelesen werden und ob die Website zu Anfragen führt, zähle ich Besuche – auf dem Server dieser Website selbst, aus den Anfragen, die dein Browser beim Aufruf ohnehin an ihn stellt. Dafür wird kein Skript eines Analyseanbieters geladen, kein Cookie gesetzt und nichts auf deinem Gerät gespeichert oder von dort ausgelesen. Es werden keine Daten an Dritte übermittelt, und es entstehen keine Nutzungsprofile.',
        },
        { kind: 'h3', text: 'Was gezählt wird' },
        { kind: 'p', text: 'In die Zählung eines Tages gehen ein:' },
        { kind: 'list', items: COUNTED },
        {
          kind: 'p',
          text: 'Gezählt werden nur Seiten, die ein Browser anzeigt: Aufrufe durch Suchmaschinen und andere Programme, vorab geladene Seiten, Fehlerseiten und Weiterleitungen zählen nicht. Werden die Seiten über ein Content-Delivery-Network ausgeliefert, lädt jede Seite dafür ein unsichtbares Bild vom Server dieser Website, dessen Adresse nur den Pfad der Seite enthält.',
        },
        { kind: 'h3', text: 'Besucher unterscheiden, ohne sie zu speichern' },
        {
          kind: 'p',
          text: `Damit mehrere Seitenaufrufe an einem Tag als ein Besucher zählen, bildet der Server aus deiner IP-Adresse, der Kennung deines Browsers (User-Agent) und einer Zufallszahl des Tages (einem „Salt“) einen Hashwert: eine Prüfsumme, aus der sich die Eingaben nicht zurückrechnen lassen. Deine IP-Adresse und die Kennung deines Browsers werden nirgends gespeichert, nur dieser Hashwert. Der Salt wird jeden Tag neu erzeugt und um Mitternacht (Zeitzone ${STATS_TIME_ZONE}) zusammen mit allen Hashwerten des Tages gelöscht – läuft der Server um Mitternacht nicht, bei seinem nächsten Start. Danach lässt sich kein Besuch mehr einer Person zuordnen, auch nicht von mir; wer am nächsten Tag wiederkommt, zählt als neuer Besucher. So ist die IP-Anonymisierung hier umgesetzt: Deine Adresse wird gar nicht erst gespeichert.`,
        },
        { kind: 'h3', text: 'Kontaktformular und Anfragen' },
        {
          kind: 'p',
          text: 'Das Kontaktformular meldet dem Server ohne jeden Inhalt, wenn es angezeigt und wenn zum ersten Mal darin getippt wird. Geht eine Anfrage ein, zählt der Server ihr Anliegen und ordnet sie über den Hashwert des Tages der Herkunft (Website oder Kampagne) deines ersten Seitenaufrufs an diesem Tag zu. In die Statistik gelangen nur diese Zahlen, nie Name, E-Mail-Adresse oder Nachricht.',
        },
        { kind: 'h3', text: 'Was gespeichert bleibt' },
        {
          kind: 'p',
          text: `Nach dem Ende des Tages bleiben nur Summen, etwa „42 Besucher, davon 3 über www.linkedin.com, eine Anfrage zum Anliegen Keynote“. Sie lassen sich keiner Person zuordnen und werden nach ${AGGREGATE_RETENTION_DAYS}${NBSP}Tagen gelöscht.`,
        },
        { kind: 'h3', text: 'Rechtsgrundlage, und warum keine Einwilligung nötig ist' },
        {
          kind: 'p',
          text: `Rechtsgrundlage ist ${art6('f')}. Mein berechtigtes Interesse ist, zu verstehen, welche Inhalte gelesen werden und welche Wege zu Anfragen führen, um die Website danach zu verbessern; durch die tägliche Löschung von Salt und Hashwerten und die Beschränkung auf Summen ist der Eingriff in deine Privatsphäre gering. Eine Einwilligung nach §${NBSP}25 Abs.${NBSP}1 TDDDG ist nicht nötig: Diese Vorschrift betrifft das Speichern von Informationen auf deinem Endgerät und den Zugriff auf Informationen, die dort gespeichert sind. Die Zählung tut beides nicht – sie verwendet nur, was dein Browser mit jedem Seitenaufruf ohnehin an den Server sendet, und hinterlässt nichts auf deinem Gerät.`,
        },
        { kind: 'h3', text: 'Widerspruch per Browser-Einstellung' },
        {
          kind: 'p',
          text: `Du kannst der Zählung jederzeit widersprechen (Art.${NBSP}21 DSGVO), ohne mir schreiben zu müssen: Sendet dein Browser das Signal „Global Privacy Control“ (Sec-GPC:${NBSP}${OPT_OUT_HEADERS['sec-gpc']}) oder „Do Not Track“ (DNT:${NBSP}${OPT_OUT_HEADERS.dnt}), werte ich das als Widerspruch, und keiner deiner Aufrufe wird gezählt, auch keine Anfrage über das Kontaktformular.`,
        },
        {
          kind: 'list',
          items: [
            'Firefox: Einstellungen › Datenschutz & Sicherheit, dort die Option einschalten, Websites anzuweisen, deine Daten nicht zu verkaufen oder weiterzugeben (Global Privacy Control).',
            'Brave und DuckDuckGo: senden Global Privacy Control ab Werk.',
            'Chrome: Einstellungen › Datenschutz und Sicherheit › Drittanbieter-Cookies, dort „Do Not Track“-Anforderungen mitsenden.',
            'Edge: Einstellungen › Datenschutz, Suche und Dienste, dort „Do Not Track“-Anforderungen senden.',
            'Safari sendet keines der beiden Signale; eine Browser-Erweiterung, die Global Privacy Control sendet, erfüllt denselben Zweck.',
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
          text: `Ich verwende die Daten, um deine Anfrage zu bearbeiten und zu beantworten. Die Nachricht wird auf dem Server dieser Website gespeichert und per E-Mail an mein Postfach weitergeleitet. Für den Versand setze ich einen E-Mail-Dienstleister als Auftragsverarbeiter nach Art.${NBSP}28 DSGVO ein: ${processors.mailRelay}. Er erhält die Nachricht nur, um sie zuzustellen. Wenn aus deiner Anfrage eine Zusammenarbeit entsteht oder entstehen kann, speichere ich Kontaktdaten und Gesprächsverlauf gegebenenfalls in einem CRM-System, um die Geschäftsbeziehung zu verwalten. Setze ich dafür einen externen Dienstleister ein, geschieht das auf Grundlage eines Vertrags zur Auftragsverarbeitung nach Art.${NBSP}28 DSGVO. Eine Weitergabe an sonstige Dritte findet nicht statt.`,
        },
        { kind: 'h3', text: 'Rechtsgrundlage' },
        {
          kind: 'p',
          text: `Zielt deine Anfrage auf den Abschluss oder die Durchführung eines Vertrags, ist Rechtsgrundlage ${art6('b')}. In allen anderen Fällen beruht die Verarbeitung auf meinem berechtigten Interesse, an mich gerichtete Anfragen zu beantworten (${art6('f')}). Die Angaben sind freiwillig; ohne Name, E-Mail-Adresse und Nachricht kann ich deine Anfrage allerdings nicht beantworten.`,
        },
        { kind: 'h3', text: 'Speicherdauer' },
        {
          kind: 'p',
          text: `Auf dem Server dieser Website bleibt deine Nachricht gespeichert, bis sie an mein Postfach zugestellt ist, und wird ${LEAD_RETENTION_DAYS}${NBSP}Tage nach dem Eingang automatisch gelöscht; das gilt auch für eine Nachricht, deren Zustellung scheitert.`,
        },
        {
          kind: 'p',
          text: `In meinem Postfach lösche ich deine Daten, sobald deine Anfrage abschließend bearbeitet ist und keine gesetzlichen Aufbewahrungspflichten entgegenstehen. Nachrichten, die als Geschäftsbriefe gelten, bewahre ich nach §${NBSP}147 AO und §${NBSP}257 HGB sechs Jahre auf, buchungsrelevante Unterlagen bis zu zehn Jahre.`,
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
