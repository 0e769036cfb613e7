// The editor's sections: the parts of the content the owner thinks of together, each one form at /intern/inhalte/<slug>.
import { contentSchema } from '../../../shared/content/index.ts';

export interface Section {
  slug: string;
  title: string;
  /** The content's parts the form edits, as paths (['home', 'hero']); each lies in objects only. */
  parts: string[][];
  /** The public page that shows the most of it: its preview link. */
  preview: string;
  /** The photo whose upload form stands above the fields (the upload is the photos' part, not this form's). */
  photo?: 'portrait' | 'stage';
}

/** Every part of the module `key` but `except`. */
const but = (key: 'home' | 'site', ...except: string[]) =>
  Object.keys(contentSchema.properties[key].properties)
    .filter((part) => !except.includes(part))
    .map((part) => [key, part]);

export const SECTIONS: Section[] = [
  { slug: 'angebote', title: 'Angebote und Preise', parts: [['offers'], ['site', 'offerPage']], preview: '/' },
  { slug: 'startseite', title: 'Startseite', parts: but('home', 'about', 'portraitAlt'), preview: '/' },
  {
    slug: 'ueber-mich',
    title: 'Über mich',
    parts: [['identity'], ['home', 'about'], ['home', 'portraitAlt']],
    preview: '/',
    photo: 'portrait',
  },
  { slug: 'referenzen', title: 'Referenzen und Stimmen', parts: [['proof']], preview: '/' },
  { slug: 'thesen', title: 'Thesen', parts: [['theses']], preview: '/' },
  { slug: 'keynotes', title: 'Keynotes', parts: [['keynotes']], preview: '/keynotes', photo: 'stage' },
  { slug: 'termine', title: 'Termine', parts: [['calls']], preview: '/' },
  {
    slug: 'rechtliches',
    title: 'Rechtliches',
    parts: [['prose', 'impressum'], ['prose', 'datenschutz'], ['privacy']],
    preview: '/impressum',
  },
  { slug: 'brief', title: 'Brief aus der Zukunft', parts: [['prose', 'letter']], preview: '/brief-aus-der-zukunft' },
  { slug: 'seitentexte', title: 'Seitentexte', parts: but('site', 'offerPage'), preview: '/' },
];
