import type { SuggestionTab } from '../../../../application/discover/discover.model';
import { SUGGESTIONS_TAB } from '../../../../application/navigation/home-links';

/** A suggestions category's screen, on its replay tab unless told otherwise. */
export const categoryPath = (categoryId: number, tab: SuggestionTab = SUGGESTIONS_TAB) =>
  `/suggestions/${categoryId}/${tab}`;
