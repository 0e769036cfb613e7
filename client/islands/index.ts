/**
 * The site's islands: name (as in `data-island`) -> the chunk that hydrates it. import() keeps
 * each island, and React with it, out of the main module.
 */
import type { IslandName } from '../../shared/islands/names.ts';
import type { IslandLoader } from './registry.ts';

export const islands: Record<IslandName, IslandLoader> = {
  ContactForm: () => import('./contact-form.tsx'),
};
