import { queryOptions, useQuery } from '@tanstack/react-query';
import type { IconSetId } from '@atrium/mock-api';
import { iconsKeys } from '../api/icons';
import { readGlyphSet, type GlyphSet } from './model';

/** One chunk per set: a page fetches its own set's glyphs, and no other page fetches any. */
const CHUNKS: Record<IconSetId, () => Promise<{ default: unknown }>> = {
  feather: () => import('./feather.json'),
  'heroicons-outline': () => import('./heroicons-outline.json'),
  'heroicons-solid': () => import('./heroicons-solid.json'),
  'heroicons-mini': () => import('./heroicons-mini.json'),
  'material-solid': () => import('./material-solid.json'),
  'material-outline': () => import('./material-outline.json'),
  'material-twotone': () => import('./material-twotone.json'),
};

/** A set's glyphs, checked shape by shape. Static data: kept for the session. */
export const glyphSetQueryOptions = (id: IconSetId) =>
  queryOptions({
    queryKey: [...iconsKeys.set(id), 'glyphs'] as const,
    queryFn: async (): Promise<GlyphSet> => readGlyphSet((await CHUNKS[id]()).default),
    staleTime: Infinity,
  });

export function useGlyphSet(id: IconSetId) {
  return useQuery(glyphSetQueryOptions(id));
}
