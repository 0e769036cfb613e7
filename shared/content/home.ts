/** The home page's sections, in their order; facts are cited as `{identity.name}`, links in running text are Markdown. */
import type { Static } from 'typebox';
import { byBooking, group, item, link, list, paragraph, points, section, short, steps, text } from './schema.ts';

/** A statement: on the home page the short `statement` and a link to where the long text lives (`paragraphs` and `points`). */
const statement = (title: string) =>
  section(title, {
    statement: paragraph('Kernaussage (Startseite)'),
    link: link('Link zum langen Text'),
    paragraphs: list('Absätze (langer Text)', paragraph('Absatz'), 6),
    points: list('Punkte', item('Punkt'), 4),
  });

export const homeSchema = group('Startseite', {
  portraitAlt: text('Bildbeschreibung des Porträts', { max: 200 }),
  hero: group('Kopfbereich', {
    eyebrow: short('Dachzeile'),
    title: text('Überschrift', { max: 160 }),
    lead: paragraph('Einleitung'),
    primaryCta: link('Erster Knopf'),
    secondaryCta: link('Zweiter Knopf'),
    newsletterCta: link('Newsletter-Link'),
    proof: points('Drei Belege', 3),
  }),
  overview: section('Angebote im Überblick'),
  quote: group('Zitat', { text: text('Zitat', { max: 300, lines: 3 }), cite: short('Von') }),
  ontology: statement('Maschinenlesbar'),
  praxis: statement('Praxis statt Theorie'),
  about: section('Über mich', {
    paragraphs: list('Absätze', paragraph('Absatz'), 4),
    accolade: group('Auszeichnung', { title: short('Titel'), text: paragraph('Text'), source: text('Quelle', { max: 300 }) }),
  }),
  faq: section('Häufige Fragen', { items: list('Fragen', group('Frage', { question: short('Frage'), answer: paragraph('Antwort') }), 12) }),
  newsletter: section('Newsletter', { text: paragraph('Text'), points: points('Punkte', 4), cta: link('Knopf') }),
  contact: section('Kontakt', {
    intro: byBooking('Einleitung', () => paragraph('Einleitung')),
    directLabel: short('Vor E-Mail und Telefon'),
    steps: byBooking('So läuft’s', (title) => steps(title, 4)),
    privacyNote: paragraph('Hinweis zum Datenschutz'),
  }),
});

export type Home = Static<typeof homeSchema>;
export type StatementContent = Home['ontology' | 'praxis'];

export const home: Home = {
  portraitAlt: 'Porträt von {identity.name}, {identity.jobTitle} aus {identity.address.city}',
  hero: {
    eyebrow: '{identity.title} · {identity.address.city}',
    title: 'KI produktiv machen – in echten Prozessen, mit messbarem Nutzen.',
    lead: 'Ich helfe Geschäftsführungen und Führungsteams im Mittelstand, aus KI-Ideen Ergebnisse zu machen: mit einer klaren Strategie, sauberen Prozessen und Projekten, deren Nutzen sich in Stunden und Euro messen lässt. Unabhängig von Anbietern, ohne Hype.',
    primaryCta: { label: 'Kostenloses Erstgespräch (15\u00a0Min.)', href: '/?anliegen=sonstiges#contact' },
    secondaryCta: { label: 'Lösungen entdecken', href: '#ki-lead' },
    newsletterCta: { label: 'Newsletter „{identity.newsletterName}“ lesen', href: '{identity.newsletterUrl}' },
    proof: ['{identity.accolade} ({identity.accoladeSource.short})', 'Unabhängig von Tool-Anbietern', 'Festpreise statt Stundenzettel'],
  },

  /** The compact cards right after the hero: each offer and the keynotes, linking to its page. */
  overview: { eyebrow: 'Angebote im Überblick', title: 'So arbeiten wir zusammen' },

  quote: {
    text: 'Die beste KI-Strategie beginnt nicht mit einem Tool, sondern mit einem Tag neben den Menschen, die die Arbeit wirklich machen.',
    cite: '{identity.name}',
  },

  ontology: {
    eyebrow: 'Sichtbarkeit für Sprachmodelle',
    title: 'Maschinenlesbar oder unsichtbar',
    statement:
      'Einkäufer, Bewerberinnen und Journalisten fragen heute ChatGPT & Co. Sprachmodelle empfehlen, was sie eindeutig verstehen – wer sein Wissen nicht maschinenlesbar ordnet, kommt in ihrer Antwort nicht vor.',
    link: { label: 'Wie Ontologie und llms.txt helfen', href: '/keynotes#maschinenlesbar' },
    paragraphs: [
      'Einkäufer, Bewerberinnen und Journalisten fragen heute nicht mehr nur Google. Sie fragen ChatGPT, Perplexity, Gemini oder Copilot: Wer wartet in Norddeutschland Industrieanlagen? Welcher Verband kennt sich mit Förderprogrammen aus? Die Antwort ist ein kurzer Absatz mit wenigen Namen und Quellen. Wer dort nicht auftaucht, kommt in der Entscheidung gar nicht erst vor.',
      'Sprachmodelle empfehlen, was sie eindeutig verstehen und belegen können. Werbesprache, Text in Bildern und Angebote, die nur im PDF stehen, helfen ihnen wenig. Was hilft, ist eine klare Ordnung des eigenen Wissens: eine Ontologie, die festlegt, welche Leistungen, Produkte, Branchen und Kompetenzen es gibt und wie sie zusammenhängen, dazu strukturierte Daten nach schema.org und eine llms.txt, die Sprachmodellen den Weg zu den wichtigen Inhalten zeigt.',
      'Der Nebeneffekt ist mindestens so wertvoll: Dieselbe Ordnung macht auch deine internen KI-Assistenten besser. Wer sein Wissen einmal sauber beschrieben hat, nutzt es für Website, Vertrieb, Service und die eigene Wissenssuche. Diese Website ist übrigens genau so aufgebaut – mit strukturierten Daten und einer eigenen llms.txt.',
    ],
    points: [
      {
        title: 'Ontologie',
        text: 'Ein gemeinsames Begriffsmodell für Leistungen, Produkte und Kompetenzen – die Grundlage, auf der Menschen und Maschinen dasselbe verstehen.',
      },
      {
        title: 'Strukturierte Daten',
        text: 'Angebote, Preise, Personen und Organisation als schema.org-Daten ausgezeichnet, damit Suchmaschinen und Sprachmodelle sie eindeutig zuordnen können.',
      },
      {
        title: 'llms.txt und zitierfähige Inhalte',
        text: 'Eine kompakte Übersicht für Sprachmodelle und Inhalte mit klaren Aussagen, Zahlen und Quellen, die sich zitieren lassen.',
      },
    ],
  },

  praxis: {
    eyebrow: 'Arbeitsweise',
    title: 'Praxis statt Theorie',
    statement:
      'Die besten Ideen für KI entstehen am Arbeitsplatz, nicht im Workshopraum. Deshalb setze ich mich neben dein Team – mit einem Ziel: Menschen von der Arbeit zu befreien, die niemand vermissen wird.',
    link: { label: 'So arbeite ich vor Ort', href: '/ki-potenzial-check#arbeitsweise' },
    paragraphs: [
      'Die besten Ideen für KI entstehen nicht im Workshopraum, sondern am Arbeitsplatz. Deshalb setze ich mich für einige Tage neben dein Team: in die Auftragsannahme, die Disposition, den Kundenservice oder die Buchhaltung. Ich schaue zu, wie echte Vorgänge laufen, wo Informationen gesucht, abgetippt und nachgefragt werden und wo Menschen mit Umwegen leben, die längst niemandem mehr auffallen.',
      'Aus diesen Beobachtungen werden konkrete Vorschläge mit nachvollziehbarem Nutzen. Das Ziel ist nie, Menschen überflüssig zu machen. Das Ziel ist, sie von der Arbeit zu befreien, die niemand vermissen wird – damit mehr Zeit bleibt für Kundschaft, Qualität und die Aufgaben, für die man sie eigentlich eingestellt hat.',
    ],
    points: [
      {
        title: 'Hospitation vor Ort',
        text: 'Ich begleite echte Abläufe über mehrere Tage – nicht die Version aus dem Organigramm, sondern die gelebte.',
      },
      {
        title: 'Gespräche auf Augenhöhe',
        text: 'Wer die Arbeit macht, weiß am besten, wo es hakt. Ich frage nach, höre zu und nehme die Ideen des Teams ernst.',
      },
      {
        title: 'Entlastung als Ziel',
        text: 'Jeder Vorschlag beantwortet zwei Fragen: Welche Routine fällt weg, und wofür wird die gewonnene Zeit genutzt?',
      },
    ],
  },

  about: {
    eyebrow: 'Über mich',
    title: 'Informatiker, Praktiker, Übersetzer zwischen Technik und Geschäft',
    paragraphs: [
      'Ich bin {identity.name}. Nach dem Informatikstudium habe ich zwölf Jahre in Software- und Datenteams gearbeitet – erst als Entwickler, dann als Leiter eines Data-Science-Teams im Onlinehandel. Zuletzt war ich Head of Data bei einem familiengeführten Maschinenbauer und habe dort verantwortet, wie aus Daten und KI echte Verbesserungen in Vertrieb, Service und Produktion werden.',
      'Seit 2019 berate ich unabhängig. Ich verkaufe keine Software und nehme keine Provisionen von Anbietern. Meine Empfehlungen folgen allein der Frage, was in deinem Unternehmen funktioniert – und manchmal lautet die ehrliche Antwort, dass ein Projekt (noch) keinen Sinn ergibt.',
    ],
    accolade: {
      title: '{identity.accolade}',
      text: 'In einem Ranking unabhängiger KI-Berater im deutschsprachigen Raum wurde ich 2025 unter die zehn führenden Köpfe gewählt. Bewertet wurden Praxisnähe, nachweisbare Projektergebnisse und Beiträge zur öffentlichen Debatte über KI im Mittelstand.',
      source: 'Quelle: {identity.accoladeSource.label}',
    },
  },

  faq: {
    eyebrow: 'Häufige Fragen',
    title: 'Was Entscheider vorher wissen wollen',
    items: [
      {
        question: 'Wie rechnest du ab?',
        answer:
          'Alle Angebote haben Festpreise; alle Preise verstehen sich netto zuzüglich der gesetzlichen Umsatzsteuer. Den Externen KI-Lead (ab {offer.kilead.price} pro Monat) rechne ich monatlich ab. Beim KI-Potenzial-Check ({offer.potenzialcheck.price} inklusive Reisekosten) stelle ich die Hälfte bei Beauftragung und die Hälfte nach Übergabe der Dokumentation in Rechnung. Das Programm „Sparringspartner“ ({offer.sparring.price} für drei Monate) wird vor dem Start berechnet. Für Keynotes erhältst du ein individuelles Festpreisangebot.',
      },
      {
        question: 'Wie werden Reisekosten berechnet?',
        answer:
          'Beim KI-Potenzial-Check sind die Reisekosten im Festpreis von {offer.potenzialcheck.price} enthalten. Für Keynotes und Workshops rechne ich Reisekosten nach tatsächlichem Aufwand ab (Bahn 1.\u00a0Klasse, bei Bedarf eine Hotelübernachtung), auf Wunsch auch als vorab vereinbarte Pauschale. Vor-Ort-Termine im Rahmen des Externen KI-Leads stimmen wir vorher ab, sodass die Kosten feststehen, bevor ich losfahre.',
      },
      {
        question: 'Arbeitest du vor Ort oder remote?',
        answer:
          'Beides, je nachdem, was der Sache dient. Der KI-Potenzial-Check findet immer vor Ort statt, weil ich echte Prozesse sehen will: zwei Tage direkt bei deinem Team. Strategietermine im Rahmen des Externen KI-Leads und die Sparring-Sessions laufen meist per Video; wenn es hilft, komme ich dazu. Ich arbeite im gesamten deutschsprachigen Raum.',
      },
      {
        question: 'Welche Formate und Längen gibt es für Keynotes?',
        answer:
          'Eine klassische Keynote dauert 45 bis 60\u00a0Minuten, gern mit anschließender Fragerunde. Für Führungskräfteklausuren und Tagungen biete ich Workshops von 90\u00a0Minuten bis zu einem halben Tag an, auch als Kombination aus Impuls und Arbeitsphase. Ich spreche auf Deutsch, auf Wunsch auch auf Englisch, vor Ort oder online. Inhalte und Beispiele stimme ich vorher auf dein Publikum ab.',
      },
      {
        question: 'Wie gehst du mit vertraulichen Daten um?',
        answer:
          'Vertraulichkeit ist selbstverständlich; auf Wunsch unterzeichne ich vor dem ersten Termin eine Verschwiegenheitsvereinbarung (NDA). Kundendaten gebe ich nicht ohne deine ausdrückliche Zustimmung in öffentliche KI-Tools ein. Wo ich personenbezogene Daten in deinem Auftrag verarbeite, schließen wir einen Vertrag zur Auftragsverarbeitung nach DSGVO. Wie diese Website mit deinen Daten umgeht, steht in der [Datenschutzerklärung](/datenschutz).',
      },
      {
        question: 'Wie läuft das Erstgespräch ab?',
        answer:
          'Du schreibst mir über das Kontaktformular oder per E-Mail, und ich melde mich innerhalb von 24\u00a0Stunden mit Terminvorschlägen. Das Erstgespräch dauert 15\u00a0Minuten, ist kostenlos und findet per Video oder Telefon statt. Wir klären, wo du stehst, was du erreichen willst und ob ich der Richtige dafür bin. Wenn nicht, sage ich dir das offen – und nenne dir, wenn möglich, jemanden, der besser passt.',
      },
      {
        question: 'Für welche Unternehmen lohnt sich die Zusammenarbeit?',
        answer:
          'Für Unternehmen, die KI ernsthaft einsetzen wollen, aber keine eigene KI-Abteilung aufbauen möchten oder können: typischerweise Mittelständler und Familienunternehmen, Verbände und einzelne Bereiche von Konzernen. Technische Vorkenntnisse brauchst du nicht. Wichtig ist nur, dass die Führung das Thema selbst tragen will.',
      },
    ],
  },

  newsletter: {
    eyebrow: 'Newsletter',
    title: '„{identity.newsletterName}“ – jede Woche ein Gedanke zu KI im Unternehmen',
    text: 'Einmal pro Woche schreibe ich über das, was ich in Projekten beobachte: was funktioniert, was nicht und welche Entwicklungen für Entscheider wirklich zählen. Der Newsletter erscheint ausschließlich auf LinkedIn – abonnieren geht mit einem Klick, abbestellen genauso.',
    points: ['Wöchentlich, in fünf Minuten gelesen', 'Praxisbeispiele statt Tool-Listen', 'Kostenlos, nur auf LinkedIn'],
    cta: { label: 'Abonnieren', href: '{identity.newsletterUrl}' },
  },

  contact: {
    eyebrow: 'Kontakt',
    title: 'Lass uns sprechen',
    intro: {
      booking:
        'Buch dir direkt ein kostenloses Erstgespräch in meinem Kalender – oder lass dich zurückrufen oder schreib mir. Oft reichen 15\u00a0Minuten, um zu klären, ob und wie ich dir helfen kann.',
      without: 'Lass dich zurückrufen oder schreib mir. Oft reichen 15\u00a0Minuten, um zu klären, ob und wie ich dir helfen kann.',
    },
    directLabel: 'Oder direkt:',
    steps: {
      booking: {
        title: 'So läuft’s',
        items: [
          { title: 'Du wählst deinen Weg', text: 'Einen Termin, einen Rückruf oder eine Nachricht.' },
          {
            title: 'Du hörst sofort von mir',
            text: 'Ein gebuchter Termin ist gleich bestätigt, sonst melde ich mich innerhalb von 24\u00a0Stunden.',
          },
          { title: 'Wir sprechen 15\u00a0Minuten', text: 'Kostenlos und ohne Verkaufsgespräch.' },
        ],
      },
      without: {
        title: 'So läuft’s',
        items: [
          { title: 'Du wählst deinen Weg', text: 'Einen Rückruf oder eine Nachricht.' },
          {
            title: 'Du hörst schnell von mir',
            text: 'Ich melde mich innerhalb von 24\u00a0Stunden: per Telefon zu deiner Wunschzeit oder per E-Mail.',
          },
          { title: 'Wir sprechen 15\u00a0Minuten', text: 'Kostenlos und ohne Verkaufsgespräch.' },
        ],
      },
    },
    privacyNote: 'Deine Angaben verwende ich, um deine Anfrage zu bearbeiten. Mehr dazu in der [Datenschutzerklärung](/datenschutz).',
  },
};

/** The long text a home statement links to, when it lives on the page at `path` (the link's fragment is its section id). */
export function statementOn(content: Home, path: string): { id: string; content: StatementContent } | undefined {
  const found = [content.ontology, content.praxis].find((statement) => statement.link.href.startsWith(`${path}#`));
  return found && { id: found.link.href.slice(path.length + 1), content: found };
}
