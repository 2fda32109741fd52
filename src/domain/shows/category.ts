/** A programme category (spec point 3). */
export interface Category {
  readonly id: number;
  readonly name: string;
}

/** Category ids in the order they are listed (spec point 9). */
export const CATEGORY_ORDER: readonly number[] = [5, 9, 11, 12, 4, 10, 2, 7, 3, 6, 1];

function rank(id: number): number {
  const index = CATEGORY_ORDER.indexOf(id);
  return index === -1 ? CATEGORY_ORDER.length : index;
}

/** Categories in the listed order; unknown ids follow by id. */
export function sortCategories<T extends Pick<Category, 'id'>>(categories: readonly T[]): T[] {
  return [...categories].sort((a, b) => rank(a.id) - rank(b.id) || a.id - b.id);
}
