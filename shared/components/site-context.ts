import { createContext, useContext, type ReactNode } from 'react';
import type { Site } from '../content/index.ts';

/** The Site a page renders (server/render/Document.tsx provides it): the published content, or a draft in the preview. */
export const SiteContext = createContext<Site | null>(null);

export function useSite(): Site {
  const site = useContext(SiteContext);
  if (!site) throw new Error('a page component rendered outside SiteContext');
  return site;
}

/** The owner's bar above a page of his draft's preview (server/owner/editor/), after the skip link; null on every public page. */
export const PreviewContext = createContext<ReactNode>(null);
