import type { LetterContent } from './types.ts';
import { identity } from './identity.ts';
import { NBSP } from './format.ts';

export const letter: LetterContent = {
  title: 'Brief aus der Zukunft',
  dateline: `${identity.address.city}, im November 2031`,
  salutation: 'Liebe Kollegin, lieber Kollege,',
  paragraphs: [
    { heading: 'Was die Erfolgreichen anders gemacht haben' },
    'ich schreibe dir aus einem Herbst, der deinem ähnlicher ist, als du vielleicht denkst. Die Elbe ist grau, im Hafen drehen sich die Kräne, und in meinem Büro riecht es nach Kaffee und nassen Jacken. Die Welt ist nicht untergegangen, und sie ist auch nicht in einem Rausch aus Robotern und Wunderwerkzeugen aufgegangen. Das ist die erste Nachricht, die ich dir schicken möchte: Es ist alles gewöhnlicher geworden, als die Schlagzeilen deiner Gegenwart versprechen. Und gerade darin liegt das Gute.',

    'Du sitzt gerade, im November 2026, vermutlich vor einem Stapel von Angeboten. Jeder Anbieter verspricht dir, dass sein Assistent dein Unternehmen verwandeln wird. Dein IT-Leiter ist müde, deine Vertriebsleiterin ist ungeduldig, und im Beirat fragt jemand, warum ihr eigentlich noch keine KI-Strategie habt. Ich erinnere mich gut an diese Monate. Ich saß damals in vielen solcher Besprechungen, und ich möchte dir erzählen, was aus den Unternehmen geworden ist, die in dieser Zeit ruhig geblieben sind und trotzdem angefangen haben.',

    'Die Unternehmen, die es geschafft haben, sind nicht die, die am meisten Geld ausgegeben haben. Es sind auch nicht die, die am schnellsten waren. Es sind die, in denen die Geschäftsführung eines Tages aufgehört hat, KI als Technikthema zu behandeln. Ich denke an eine Geschäftsführerin aus Ostwestfalen, Familienunternehmen in dritter Generation, Pumpen und Armaturen. Sie hat im Frühjahr 2027 ihre Führungsrunde zusammengerufen und gesagt: „Ich will nicht wissen, welches Tool wir kaufen. Ich will wissen, welche Arbeit bei uns in zwei Jahren anders aussehen soll.“ Das klang unscheinbar. Es war der wichtigste Satz des ganzen Vorhabens.',

    'Denn danach geschah etwas, das in vielen anderen Häusern nie geschehen ist: Man hat sich die eigene Arbeit angeschaut. Nicht die Version aus dem Prozesshandbuch, sondern die echte. Wie ein Auftrag wirklich durchs Haus wandert, wo er liegen bleibt, wer wen anruft, weil eine Information fehlt. Wochenlang saßen Leute aus den Fachabteilungen mit einem Block neben ihren Kolleginnen und Kollegen und schrieben auf, was sie sahen. Es war mühsam und völlig unglamourös. Und es war der Grund, warum die Technik später funktioniert hat.',

    { heading: 'Wie sich die Arbeit verändert hat' },
    'Lass mich dir von Markus erzählen. Markus ist Fertigungsplaner in diesem Unternehmen, seit neunzehn Jahren. In deiner Zeit beginnt sein Tag um sechs Uhr mit drei Bildschirmen, einer Tabelle, die nur er versteht, und einem Telefon, das ab halb sieben nicht mehr stillsteht. Eine Maschine fällt aus, ein Lieferant verschiebt, ein Eilauftrag kommt dazwischen – und Markus baut den Plan im Kopf neu, während er mit dem Schichtleiter spricht und nebenbei dem Vertrieb erklärt, warum der Liefertermin nicht zu halten ist. Er ist großartig darin. Er ist auch kurz davor, daran kaputtzugehen.',

    'Heute öffnet Markus morgens einen Planungsvorschlag, den ein System über Nacht aus Auftragslage, Maschinenzuständen und Lieferdaten errechnet hat. Er liest ihn, wie ein erfahrener Lektor einen Text liest: Er sieht sofort, wo etwas nicht stimmt, weil er Dinge weiß, die in keiner Datenbank stehen – dass die alte Presse bei Kälte länger braucht, dass ein bestimmter Kunde immer freitags nachbestellt. Er korrigiert, entscheidet, gibt frei. Das System hat ihn nicht ersetzt. Es hat ihm die Rechenarbeit abgenommen und ihm den Teil gelassen, für den man ihn wirklich braucht: das Urteil. Markus geht inzwischen um halb fünf nach Hause. Er sagt, das sei die eigentliche Innovation.',

    'Oder nimm den Kundenservice eines Großhändlers in Niedersachsen, den ich seit 2028 begleite. Früher bestand die Arbeit dort zu einem großen Teil aus Suchen: nach Lieferscheinen, nach Sonderkonditionen, nach der einen E-Mail, in der vor drei Jahren etwas zugesagt worden war. Heute liegt vor jedem Anruf eine kurze Zusammenfassung auf dem Bildschirm – was der Kunde zuletzt bestellt hat, welche Fragen offen sind, was man ihm versprochen hat. Die Mitarbeiterinnen und Mitarbeiter lesen sie in zwanzig Sekunden und sind im Gespräch. Die Telefonate sind nicht kürzer geworden, aber besser. Und es ist etwas eingetreten, womit damals kaum jemand gerechnet hat: Die Menschen im Service haben plötzlich Zeit, Kunden anzurufen, die sich gar nicht beschwert haben, nur um zu fragen, wie es läuft.',

    'Im Vertrieb war es ähnlich, nur lauter. Ein Außendienstteam, das ich kenne, hatte in deinem Jahr hundert Lizenzen für einen Schreibassistenten und nutzte ihn vor allem, um Angebotsmails höflicher klingen zu lassen. Das Umdenken begann, als der Vertriebsleiter eine einfache Frage stellte: Wofür verwenden meine besten Leute ihre Zeit? Die Antwort war ernüchternd. Die Besten verbrachten die Hälfte des Tages mit Besuchsberichten, Nachträgen im CRM und der Suche nach technischen Datenblättern. Heute entsteht der Besuchsbericht aus einer gesprochenen Notiz auf dem Parkplatz, die Datenblätter findet das System selbst, und die Verkäuferinnen und Verkäufer verbringen mehr Zeit bei ihren Kunden als je zuvor. Der Umsatz pro Kopf ist gestiegen. Aber wenn man das Team fragt, erzählt es zuerst davon, dass niemand mehr abends am Küchentisch Berichte nachträgt.',

    { heading: 'Wissen, das Maschinen lesen können' },
    'Du wirst bemerkt haben, dass in all diesen Geschichten dieselbe Voraussetzung steckt: Das Wissen des Unternehmens musste für Maschinen lesbar werden. Das war die unscheinbarste und zugleich wirksamste Investition dieser Jahre. Die Unternehmen, die heute vorn liegen, haben irgendwann begonnen, ihre Begriffe zu ordnen. Was ist eigentlich ein Produkt, was eine Variante, was eine Dienstleistung? Welche Kompetenz steckt in welchem Team? Sie haben ein gemeinsames Vokabular gebaut – eine Ontologie, wie wir Berater das nennen – und ihre Angebote, Preise und Referenzen so beschrieben, dass nicht nur Menschen, sondern auch Sprachmodelle sie verstehen.',

    'Das hatte eine Folge, die in deiner Zeit noch kaum jemand ernst nimmt. Heute beginnt ein großer Teil aller Einkaufsentscheidungen mit einer Frage an einen Assistenten. Ein technischer Einkäufer klickt sich nicht mehr durch zwanzig Websites; er fragt sein System, welche drei Hersteller für sein Problem infrage kommen, und bekommt eine begründete Antwort mit Quellen. Wer in diesen Antworten nicht vorkommt, wird nicht angerufen. Die Pumpenfirma aus Ostwestfalen kommt vor, und zwar nicht, weil sie Werbung geschaltet hätte, sondern weil ihre Website klar, strukturiert und belegbar sagt, was sie kann. Ihre Wettbewerber mit den schöneren Imagefilmen tauchen dort erstaunlich selten auf.',

    { heading: 'Klein anfangen, klare Regeln' },
    'Vielleicht fragst du dich, wie groß diese Projekte waren. Die Antwort wird dich überraschen: Sie waren klein. Fast alle erfolgreichen Vorhaben, die ich gesehen habe, begannen mit einem Prozess, einem Team und einer Zahl. Acht Wochen, ein klares Ziel, eine ehrliche Messung vorher und nachher. Bei Markus war es die Zeit, die er morgens für die Umplanung brauchte. Im Service war es die Zahl der Rückfragen pro Vorgang. Erst wenn der Nutzen belegt war, kam der nächste Schritt. Manche Piloten wurden auch beendet, und das war kein Scheitern. Es war die billigste Form des Lernens, die es gibt.',

    'Und dann die Regeln. Ich weiß, dass dir der EU AI Act gerade Kopfschmerzen bereitet und dass in deinem Postfach Angebote für Compliance-Pakete liegen, die dicker sind als euer Mitarbeiterhandbuch. Die klugen Unternehmen haben es anders gemacht. Sie haben sich hingesetzt und auf zwei Seiten aufgeschrieben, welche Werkzeuge erlaubt sind, welche Daten hineindürfen, wer Ergebnisse prüft und was passiert, wenn etwas schiefgeht. Sie haben ihre Leute geschult, nicht mit Angst, sondern mit Beispielen. Und sie haben offen gesagt, wo sie KI einsetzen – gegenüber ihren Kunden, gegenüber dem Betriebsrat, gegenüber der eigenen Belegschaft. Diese Offenheit hat mehr Vertrauen geschaffen als jedes Zertifikat.',

    'Fast noch wichtiger als das, was diese Unternehmen begonnen haben, ist das, womit sie aufgehört haben. Sie haben aufgehört, Lizenzen zu kaufen, bevor sie wussten, wofür. Sie haben aufgehört, Innovationsabteilungen Prototypen bauen zu lassen, die im Tagesgeschäft nie jemand brauchte. Sie haben aufgehört, jede Woche ein neues Werkzeug auszuprobieren, nur weil es in irgendeinem Newsletter stand. Und sie haben aufgehört, Berichte zu schreiben, die niemand liest. Das war, wenn ich ehrlich bin, einer der größten Produktivitätsgewinne dieser Jahre, und er hatte mit KI nur mittelbar zu tun.',

    'Es gab auch Fehler, die ich oft gesehen habe, und ich möchte sie dir ersparen. Der häufigste war, KI als Sparprogramm anzukündigen. Wer seiner Belegschaft sagt, dass man mit der neuen Technik Stellen einsparen will, darf sich nicht wundern, wenn niemand mehr sein Wissen teilt. Der zweithäufigste war, die Verantwortung an die IT zu delegieren und sich dann zu wundern, dass die IT Technik lieferte statt Veränderung. Der dritte war Ungeduld: Man erwartete nach drei Monaten eine Revolution und übersah die leisen Verbesserungen, die sich über zwei Jahre zu etwas Großem summierten. Und der vierte war das Gegenteil, das ewige Abwarten, bis die Technik endlich reif sei. Sie war in deinem Jahr reif genug. Was fehlte, war fast immer die Organisation.',

    { heading: 'Die Menschen' },
    'Ich muss dir noch von den Menschen erzählen, denn um sie geht es am Ende. Die Sorge, dass KI massenhaft Arbeit vernichtet, hat sich in den Unternehmen, die ich kenne, so nicht bewahrheitet. Natürlich haben sich Aufgaben verändert, manche sind ganz verschwunden. Aber in einem Land, in dem jedes Jahr mehr Menschen in Rente gehen, als junge nachkommen, war die eigentliche Frage nie, wen man entlassen kann. Die Frage war, wie man mit den Menschen, die man hat, die Arbeit schafft, die da ist. Die Unternehmen, die KI als Entlastung verstanden haben, haben heute weniger Fluktuation, nicht mehr. Ihre Leute erzählen beim Abendessen nicht von Formularen, sondern von Kunden.',

    'Und die Führungskräfte? Die besten von ihnen haben selbst gelernt, mit diesen Werkzeugen zu arbeiten. Nicht, um Programmierer zu werden, sondern um zu verstehen, was möglich ist und was nicht. Ich erinnere mich an einen Geschäftsführer, der jeden Freitagmorgen eine Stunde mit seinem Assistenten übte: Entscheidungsvorlagen gegenlesen lassen, Gegenargumente suchen, Szenarien durchspielen. Er sagte mir einmal, das sei die beste Stunde seiner Woche, weil er endlich ein Gegenüber habe, das nie müde werde und nie beleidigt sei. Seine Leute haben das gesehen und es ihm nachgemacht. Befähigung, habe ich in diesen Jahren gelernt, verbreitet sich nicht durch Schulungen allein, sondern durch Vorbilder.',

    { heading: 'Womit du morgen beginnen kannst' },
    'Was also solltest du morgen tun? Ich habe lange überlegt, ob ich dir überhaupt eine Liste schreiben soll, und mich dann für eine kurze entschieden.',

    'Erstens: Nimm dir einen Tag und setz dich neben die Menschen, die bei dir Aufträge bearbeiten, Kunden beraten oder Rechnungen prüfen. Schau zu, frag nach, schreib auf, wo Zeit verloren geht. Du wirst an diesem Tag mehr lernen als in jedem Strategieworkshop.',

    'Zweitens: Wähle einen einzigen Prozess, bei dem du den Schmerz förmlich spüren kannst, und lege eine Zahl fest, an der du Erfolg messen willst. Miss sie, bevor du irgendetwas veränderst. Ohne diesen Ausgangswert wirst du später nur Meinungen haben, keine Ergebnisse.',

    'Drittens: Schreib auf zwei Seiten auf, wie dein Unternehmen mit KI umgehen will. Welche Daten tabu sind, wer prüft, wer entscheidet. Sprich mit deinem Betriebsrat, bevor er von anderen davon hört.',

    'Viertens: Frag einmal einen KI-Assistenten, was er über dein Unternehmen weiß. Die Antwort wird dir zeigen, wie viel Arbeit an deinem maschinenlesbaren Wissen noch vor dir liegt – und vielleicht auch, wie viel dein Wettbewerb schon erledigt hat.',

    'Und fünftens: Sag deinen Leuten, worum es geht. Nicht um Einsparung, sondern darum, ihnen die Arbeit abzunehmen, die sie selbst nie gern gemacht haben. Und dann halte dieses Versprechen, auch an den Tagen, an denen es unbequem wird.',

    'Ich will dir nichts vormachen: Es wird Rückschläge geben. Es wird Projekte geben, die nicht funktionieren, Anbieter, die ihre Versprechen nicht halten, und Abende, an denen du dich fragst, ob das alles den Aufwand wert ist. Die Unternehmen, von denen ich dir geschrieben habe, kannten diese Abende auch. Der Unterschied war nicht, dass sie klüger waren oder mehr Glück hatten. Der Unterschied war, dass sie angefangen haben – klein, ehrlich und mit dem Blick auf die Menschen, für die sie es taten.',

    'Von hier aus, fünf Jahre später, sieht das alles erstaunlich selbstverständlich aus. Aber ich weiß noch, wie es sich von deinem Platz aus anfühlt: unübersichtlich, laut, voller Versprechen und Warnungen zugleich. Vertrau darauf, dass die ruhigen Schritte die richtigen sind. Die Zukunft, aus der ich dir schreibe, ist nicht von Maschinen gemacht worden. Sie ist von Menschen gemacht worden, die ihre Arbeit gut verstanden haben und den Mut hatten, sie besser zu machen.',
  ],
  closing: 'Mit herzlichen Grüßen aus dem Jahr 2031',
  signature: identity.name,
  postscript:
    'PS: Markus lässt grüßen. Er bringt inzwischen jüngeren Kolleginnen und Kollegen die Fertigungsplanung bei – mit einem System, das ihm zuarbeitet, und mit einer Geduld, für die er früher nie Zeit hatte.',
  cta: {
    title: 'Und wo steht dein Unternehmen heute?',
    text: `In einem kostenlosen Erstgespräch von 15${NBSP}Minuten klären wir, womit du anfangen kannst – ohne Verkaufsgespräch.`,
    link: { label: `Kostenloses Erstgespräch (15${NBSP}Min.)`, href: '/?anliegen=sonstiges#contact', topic: 'sonstiges' },
  },
  backLabel: 'Zurück zur Startseite',
};
