// The effects (plain DOM) and the island registry, imported by main.ts after the first paint.
// React is not in here; it comes with an island's chunk when that island's time has come.
import type { IslandName } from '../shared/components/Island.tsx';
import { imageFallback } from './effects/image-fallback.ts';
import { parallax } from './effects/parallax.ts';
import { particles } from './effects/particles.ts';
import { reveal } from './effects/reveal.ts';
import { siteMenu } from './effects/site-menu.ts';
import { topicLinks } from './effects/topic-links.ts';
import { startIslands, type IslandLoader } from './islands/registry.ts';
import { idle, interaction, strategies } from './islands/strategies.ts';

/** import() keeps each island, and React with it, in a chunk of its own. */
const islands: Record<IslandName, IslandLoader> = {
  ContactForm: () => import('./islands/contact-form.tsx'),
};

const effects: Record<string, (doc: Document) => void> = {
  imageFallback,
  siteMenu,
  topicLinks,
  reveal,
  parallax,
  particles,
  // The contact form hydrates when it comes near the viewport. Its code (and React) may come
  // earlier, in idle time, but only once the visitor has started to use the page: a visitor who
  // only reads the first view never downloads or compiles React.
  islands: (doc) => startIslands(doc, { islands, strategies, preload: (root, run) => interaction(root, () => idle(root, run)) }),
};

// One failing effect must not take the others with it.
for (const [name, start] of Object.entries(effects)) {
  try {
    start(document);
  } catch (error) {
    console.error(`effect "${name}" failed`, error);
  }
}
