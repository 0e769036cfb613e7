import type { HomeContent, ImageContent } from './types.ts';
import { identity } from './identity.ts';
import { NBSP, formatEuro } from './format.ts';

const portrait: ImageContent = {
  src: 'portrait',
  alt: `Monogramm „JF“ von ${identity.name}, ${identity.jobTitle} aus ${identity.address.city}`,
  width: 480,
  height: 600,
};

const privacyLink = { href: '/datenschutz', label: 'Datenschutzerklärung' };

export const home: HomeContent = {
  hero: {
    eyebrow: `${identity.title} · ${identity.address.city}`,
    title: 'KI produktiv machen – in echten Prozessen, mit messbarem Nutzen.',
    lead:
      'Ich helfe Geschäftsführungen und Führungsteams im Mittelstand, aus KI-Ideen Ergebnisse zu machen: mit einer klaren Strategie, sauberen Prozessen und Projekten, deren Nutzen sich in Stunden und Euro messen lässt. Unabhängig von Anbietern, ohne Hype.',
    primaryCta: { label: 'Lösungen entdecken', href: '#ki-lead' },
    newsletterCta: {
      label: `Newsletter „${identity.newsletterName}“ lesen`,
      href: identity.newsletterUrl,
      external: true,
    },
    proof: [identity.accolade, 'Unabhängig von Tool-Anbietern', 'Festpreise statt Stundenzettel'],
    portrait,
  },

  theses: {
    eyebrow: 'Haltung',
    title: 'Zehn Thesen zu KI im Unternehmen',
    intro:
      'Was ich in Projekten mit Geschäftsführungen, Fachabteilungen und Teams gelernt habe – verdichtet auf zehn Gedanken. Sie sind bewusst zugespitzt, damit man über sie streiten kann.',
    items: [
      {
        title: 'KI ist Führungsaufgabe, kein IT-Projekt',
        text: 'Wer KI an die IT delegiert, bekommt Technik, aber keine Veränderung. Die entscheidenden Fragen sind unternehmerisch: Welche Arbeit soll anders werden? Wer entscheidet über Prioritäten, Budget und Risiken? Was darf die Maschine, was bleibt beim Menschen? Solange die Geschäftsführung diese Fragen nicht selbst beantwortet, bleibt jedes KI-Vorhaben ein Experiment ohne Besitzer.',
      },
      {
        title: 'Erst der Prozess, dann das Werkzeug',
        text: 'Die meisten KI-Projekte scheitern nicht an der Technik, sondern daran, dass niemand den Prozess genau kennt, den sie verbessern sollen. Bevor ein Tool ausgewählt wird, gehört der Ablauf auf den Tisch: Wer macht was, wie oft, mit welchen Daten? Wo entstehen Wartezeiten und Fehler? Ein schlechter Prozess wird durch KI nur schneller schlecht.',
      },
      {
        title: 'Datenqualität schlägt Modellgröße',
        text: 'Das beste Sprachmodell liefert mittelmäßige Antworten, wenn es auf veraltete Preislisten, doppelte Kundendaten und widersprüchliche Handbücher zugreift. Bevor du über das nächste Modell nachdenkst, lohnt ein nüchterner Blick auf die eigenen Daten: Wo liegen sie, wem gehören sie, wer pflegt sie? Diese unspektakuläre Arbeit entscheidet über den Erfolg stärker als jede Modellwahl.',
      },
      {
        title: 'Klein anfangen, Nutzen beweisen',
        text: 'Große KI-Programme mit dreijähriger Roadmap versanden oft schon in der zweiten Lenkungskreissitzung. Besser funktionieren kleine Piloten mit klarer Messgröße: ein Prozess, ein Team, acht Wochen, ein Ziel in Stunden oder Euro. Ist der Nutzen belegt, wird skaliert. Ist er es nicht, hat man günstig gelernt und kann ohne Gesichtsverlust aufhören.',
      },
      {
        title: 'KI befreit Menschen, statt sie zu ersetzen',
        text: 'In fast jedem Unternehmen, das ich kenne, verbringen gute Leute ihre Tage mit Abtippen, Suchen, Nachfassen und Formatieren. Genau dort liegt der Hebel: KI nimmt diese Routine ab und gibt Zeit zurück für Kundengespräche, Qualität und Verbesserung. Wer KI als Sparprogramm verkauft, erntet Widerstand. Wer sie ernsthaft als Entlastung meint, gewinnt Verbündete.',
      },
      {
        title: 'Governance pragmatisch statt ängstlich',
        text: 'Der EU AI Act ist kein Grund zur Schockstarre. Für die meisten Anwendungen im Mittelstand reichen klare Regeln: welche Tools erlaubt sind, welche Daten hineindürfen, wer Ergebnisse prüft und wie Mitarbeitende geschult werden. Zwei Seiten verständlicher Leitlinien, die gelebt werden, schützen mehr als ein Regelwerk von achtzig Seiten, das niemand liest.',
      },
      {
        title: 'Dein Wissen muss maschinenlesbar werden',
        text: 'Kundinnen und Kunden fragen immer öfter ChatGPT, Perplexity oder Copilot, bevor sie eine Website besuchen. Diese Systeme empfehlen, was sie verstehen und belegen können. Wer Angebote, Kompetenzen und Referenzen in hübschen PDFs und Werbesprache versteckt, wird nicht zitiert. Strukturierte Daten, klare Begriffe und eine gepflegte Wissensbasis sind die neue Grundlage von Sichtbarkeit.',
      },
      {
        title: 'Kaufen, wo es geht – bauen, wo es dich unterscheidet',
        text: 'Für E-Mail-Entwürfe, Protokolle und Übersetzungen braucht niemand eine Eigenentwicklung; Standardsoftware ist dort schneller, günstiger und sicherer. Selbst bauen lohnt sich nur, wo dein Unternehmen sich vom Wettbewerb unterscheidet: bei eigenem Prozesswissen, besonderen Daten oder einem Kundenerlebnis, das niemand kopieren soll. Diese Unterscheidung spart oft mehr Geld als jede Verhandlung mit Anbietern.',
      },
      {
        title: 'Was nicht gemessen wird, überlebt nicht',
        text: 'Begeisterung trägt ein KI-Projekt drei Monate, danach braucht es Zahlen. Lege vor dem Start fest, woran du Erfolg erkennst: gesparte Stunden, kürzere Durchlaufzeiten, weniger Fehler, höhere Abschlussquoten. Miss den Ausgangswert, bevor du etwas veränderst. Nur so kannst du später ehrlich sagen, ob sich die Investition gelohnt hat, und das nächste Budget begründen.',
      },
      {
        title: 'Befähigung schlägt Lizenzen',
        text: 'Hundert Lizenzen für einen KI-Assistenten sind schnell gekauft. Nach drei Monaten nutzen ihn oft nur ein Dutzend Menschen regelmäßig – und zwar als etwas bessere Suchmaschine. Den Unterschied macht Befähigung: gemeinsame Übungen an echten Aufgaben, eine Bibliothek guter Prompts, Ansprechpersonen im Team und Führungskräfte, die selbst vormachen, wie sie mit KI arbeiten.',
      },
    ],
    linkedinCta: { label: 'Mehr Gedanken auf LinkedIn', href: identity.linkedinUrl, external: true },
    letterCta: { label: 'Brief aus der Zukunft lesen', href: '/brief-aus-der-zukunft' },
  },

  quote: {
    text: 'Die beste KI-Strategie beginnt nicht mit einem Tool, sondern mit einem Tag neben den Menschen, die die Arbeit wirklich machen.',
    cite: identity.name,
  },

  speaking: {
    eyebrow: 'Keynotes & Vorträge',
    title: 'Keynotes, die nach dem Applaus weiterwirken',
    intro:
      'Ich spreche auf Kongressen, Verbandstagungen, Führungskräftetreffen und Kundenveranstaltungen – ohne Buzzword-Feuerwerk, mit Beispielen aus echten Unternehmen. Jeden Vortrag stimme ich vorher mit dir auf Publikum, Branche und Anlass ab.',
    topics: [
      {
        title: 'KI ist Chefsache: Was Führung jetzt entscheiden muss',
        description:
          'Warum KI-Vorhaben selten an der Technik scheitern, aber oft an fehlenden Entscheidungen. Die Keynote zeigt, welche Fragen Geschäftsführung und Führungskräfte selbst beantworten müssen und wie aus einzelnen Piloten eine tragfähige Strategie wird.',
        tags: [`45–90${NBSP}Min.`, 'Keynote oder Workshop', 'Für Führungsteams'],
      },
      {
        title: 'Prozesse vor Tools: Wie KI im Arbeitsalltag produktiv wird',
        description:
          'Beispiele aus Produktion, Service und Vertrieb: wo KI heute messbar Zeit spart, wo sie scheitert und wie man den Unterschied vorher erkennt. Ein Vortrag für alle, die nach der ersten Begeisterung Ergebnisse sehen wollen.',
        tags: [`45–90${NBSP}Min.`, 'Keynote oder Workshop', 'Mit Praxisbeispielen'],
      },
      {
        title: 'Gefunden von ChatGPT & Co.: Sichtbarkeit im Zeitalter der Sprachmodelle',
        description:
          'Kundinnen und Kunden fragen immer öfter KI-Assistenten statt Suchmaschinen. Der Vortrag erklärt, wie Sprachmodelle Unternehmen auswählen und zitieren und was Ontologien, strukturierte Daten und llms.txt damit zu tun haben – verständlich auch ohne technisches Vorwissen.',
        tags: [`45–60${NBSP}Min.`, 'Keynote', 'Marketing, Vertrieb, Kommunikation'],
      },
    ],
    cta: { label: 'Keynote anfragen', href: '/?anliegen=speaking#contact', topic: 'speaking' },
  },

  ontology: {
    eyebrow: 'Sichtbarkeit für Sprachmodelle',
    title: 'Maschinenlesbar oder unsichtbar',
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

  sparringImage: {
    src: 'sparring',
    alt: 'Illustration: zwei Menschen im Gespräch, ihre Sprechblasen überschneiden sich in der Mitte',
    width: 800,
    height: 600,
  },

  praxis: {
    eyebrow: 'Arbeitsweise',
    title: 'Praxis statt Theorie',
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
      `Ich bin ${identity.name}. Nach dem Informatikstudium habe ich zwölf Jahre in Software- und Datenteams gearbeitet – erst als Entwickler, dann als Leiter eines Data-Science-Teams im Onlinehandel. Zuletzt war ich Head of Data bei einem familiengeführten Maschinenbauer und habe dort verantwortet, wie aus Daten und KI echte Verbesserungen in Vertrieb, Service und Produktion werden.`,
      'Seit 2019 berate ich unabhängig. Ich verkaufe keine Software und nehme keine Provisionen von Anbietern. Meine Empfehlungen folgen allein der Frage, was in deinem Unternehmen funktioniert – und manchmal lautet die ehrliche Antwort, dass ein Projekt (noch) keinen Sinn ergibt.',
      `Mein Büro ist in ${identity.address.city}, meine Projekte sind im ganzen deutschsprachigen Raum: vor Ort, wenn es um echte Prozesse geht, und per Video, wenn das genügt.`,
    ],
    accolade: {
      title: identity.accolade,
      text: 'In einem Ranking unabhängiger KI-Berater im deutschsprachigen Raum wurde ich 2025 unter die zehn führenden Köpfe gewählt. Bewertet wurden Praxisnähe, nachweisbare Projektergebnisse und Beiträge zur öffentlichen Debatte über KI im Mittelstand.',
    },
    clientsHeading: 'Mit wem ich arbeite',
    clients: [
      'Mittelständische Unternehmen aus Industrie, Handel und Dienstleistung',
      'Familienunternehmen in zweiter, dritter und vierter Generation',
      'Verbände und Kammern',
      'Fachbereiche und Tochtergesellschaften von Konzernen',
      'Veranstalter von Kongressen, Tagungen und Führungskräfteklausuren',
    ],
    portrait,
  },

  faq: {
    eyebrow: 'Häufige Fragen',
    title: 'Was Entscheider vorher wissen wollen',
    items: [
      {
        question: 'Wie rechnest du ab?',
        answer: `Alle Angebote haben Festpreise; alle Preise verstehen sich netto zuzüglich der gesetzlichen Umsatzsteuer. Den Externen KI-Lead (ab ${formatEuro(3500)} pro Monat) rechne ich monatlich ab. Beim KI-Potenzial-Check (${formatEuro(3600)} inklusive Reisekosten) stelle ich die Hälfte bei Beauftragung und die Hälfte nach Übergabe der Dokumentation in Rechnung. Das Programm „Sparringspartner“ (${formatEuro(1500)} für drei Monate) wird vor dem Start berechnet. Für Keynotes erhältst du ein individuelles Festpreisangebot.`,
      },
      {
        question: 'Wie werden Reisekosten berechnet?',
        answer: `Beim KI-Potenzial-Check sind die Reisekosten innerhalb Deutschlands im Festpreis von ${formatEuro(3600)} enthalten. Für Keynotes und Workshops rechne ich Reisekosten nach tatsächlichem Aufwand ab (Bahn 1.${NBSP}Klasse, bei Bedarf eine Hotelübernachtung), auf Wunsch auch als vorab vereinbarte Pauschale. Vor-Ort-Termine im Rahmen des Externen KI-Leads stimmen wir vorher ab, sodass die Kosten feststehen, bevor ich losfahre.`,
      },
      {
        question: 'Arbeitest du vor Ort oder remote?',
        answer:
          'Beides, je nachdem, was der Sache dient. Der KI-Potenzial-Check findet immer vor Ort statt, weil ich echte Prozesse sehen will: zwei Tage direkt bei deinem Team. Strategietermine im Rahmen des Externen KI-Leads und die Sparring-Sessions laufen meist per Video; wenn es hilft, komme ich dazu. Ich arbeite im gesamten deutschsprachigen Raum.',
      },
      {
        question: 'Welche Formate und Längen gibt es für Keynotes?',
        answer: `Eine klassische Keynote dauert 45 bis 60${NBSP}Minuten, gern mit anschließender Fragerunde. Für Führungskräfteklausuren und Tagungen biete ich Workshops von 90${NBSP}Minuten bis zu einem halben Tag an, auch als Kombination aus Impuls und Arbeitsphase. Ich spreche auf Deutsch, auf Wunsch auch auf Englisch, vor Ort oder online. Inhalte und Beispiele stimme ich vorher auf dein Publikum ab.`,
      },
      {
        question: 'Wie gehst du mit vertraulichen Daten um?',
        answer: [
          'Vertraulichkeit ist selbstverständlich; auf Wunsch unterzeichne ich vor dem ersten Termin eine Verschwiegenheitsvereinbarung (NDA). Kundendaten gebe ich nicht ohne deine ausdrückliche Zustimmung in öffentliche KI-Tools ein. Wo ich personenbezogene Daten in deinem Auftrag verarbeite, schließen wir einen Vertrag zur Auftragsverarbeitung nach DSGVO. Wie diese Website mit deinen Daten umgeht, steht in der ',
          privacyLink,
          '.',
        ],
      },
      {
        question: 'Wie läuft das Erstgespräch ab?',
        answer: `Du schreibst mir über das Kontaktformular oder per E-Mail, und ich melde mich innerhalb von 24${NBSP}Stunden mit Terminvorschlägen. Das Erstgespräch dauert 15${NBSP}Minuten, ist kostenlos und findet per Video oder Telefon statt. Wir klären, wo du stehst, was du erreichen willst und ob ich der Richtige dafür bin. Wenn nicht, sage ich dir das offen – und nenne dir, wenn möglich, jemanden, der besser passt.`,
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
    title: `„${identity.newsletterName}“ – jede Woche ein Gedanke zu KI im Unternehmen`,
    text: 'Einmal pro Woche schreibe ich über das, was ich in Projekten beobachte: was funktioniert, was nicht und welche Entwicklungen für Entscheider wirklich zählen. Der Newsletter erscheint ausschließlich auf LinkedIn – abonnieren geht mit einem Klick, abbestellen genauso.',
    points: ['Wöchentlich, in fünf Minuten gelesen', 'Praxisbeispiele statt Tool-Listen', 'Kostenlos, nur auf LinkedIn'],
    cta: { label: 'Abonnieren', href: identity.newsletterUrl, external: true },
  },

  contact: {
    eyebrow: 'Kontakt',
    title: 'Lass uns sprechen',
    intro: `Erzähl mir kurz, wo du stehst und was du vorhast. Ich antworte innerhalb von 24${NBSP}Stunden. Oft reichen 15${NBSP}Minuten, um zu klären, ob und wie ich dir helfen kann.`,
    directLabel: 'Lieber direkt per E-Mail:',
    labels: {
      name: 'Name',
      email: 'E-Mail',
      topic: 'Anliegen',
      message: 'Nachricht',
      submit: 'Nachricht senden',
      sending: 'Wird gesendet...',
    },
    privacyNote: [
      'Deine Angaben verwende ich nur, um deine Anfrage zu beantworten. Mehr dazu in der ',
      privacyLink,
      '.',
    ],
  },
};
