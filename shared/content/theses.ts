/** The theses (40–70 words each); the first `visible` show at once, the rest behind a disclosure (`moreLabel`, open `lessLabel`). */
import type { Static } from 'typebox';
import { item, list, paragraph, section, text, whole } from './schema.ts';

export const thesesSchema = section('Thesen', {
  intro: paragraph('Einleitung'),
  items: list('Thesen', item('These'), 12),
  visible: whole('Sofort sichtbar', 1, 12, 'So viele Thesen stehen offen da, die übrigen hinter „Alle … Thesen“.'),
  moreLabel: text('Knopf „alle zeigen“', { max: 60 }),
  lessLabel: text('Knopf „weniger zeigen“', { max: 60 }),
  linkedinLabel: text('Link zu LinkedIn', { max: 80 }),
  letterLabel: text('Link zum Brief aus der Zukunft', { max: 80 }),
});

export type Theses = Static<typeof thesesSchema>;

export const theses: Theses = {
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
  visible: 3,
  moreLabel: 'Alle 10 Thesen',
  lessLabel: 'Weniger anzeigen',
  linkedinLabel: 'Mehr Gedanken auf LinkedIn',
  letterLabel: 'Brief aus der Zukunft lesen',
};
