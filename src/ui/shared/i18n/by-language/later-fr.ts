import { textsByPart } from '../texts';

/**
 * The French texts beyond the first load's, loaded with the first lazy screen or part
 * (i18n.ts). The production build replaces this module by these texts alone
 * (scripts/build/language-texts.ts), so that no other text rides along in its chunk.
 */
export default textsByPart.later.fr;
