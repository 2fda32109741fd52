/** Suggestion categories: every id of the order of spec point 9, with their French names. */
export const CATEGORIES: readonly { id: number; name: string; meta: string }[] = [
  { id: 5, name: 'Divertissement', meta: 'entertainment' },
  { id: 9, name: 'Magazines', meta: 'magazine' },
  { id: 11, name: 'Culture', meta: 'culture' },
  { id: 12, name: 'Téléréalité', meta: 'reality' },
  { id: 4, name: 'Sport', meta: 'sport' },
  { id: 10, name: 'Musique', meta: 'music' },
  { id: 2, name: 'Films', meta: 'movie' },
  { id: 7, name: 'Documentaires', meta: 'documentary' },
  { id: 3, name: 'Séries', meta: 'serie' },
  { id: 6, name: 'Jeunesse', meta: 'kids' },
  { id: 1, name: 'Information', meta: 'news' },
];

export function categoryMeta(id: number): string {
  return CATEGORIES.find((category) => category.id === id)?.meta ?? 'other';
}
