import { textsByPart } from '../texts';

/**
 * French texts of the first screens (the default and the fallback), in every first load (i18n.ts). The production build
 * replaces this module by these texts alone (scripts/build/language-texts.ts), so that no other
 * text rides along in its chunk.
 */
export default textsByPart.first.fr;
