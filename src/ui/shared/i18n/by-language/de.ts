import { textsByPart } from '../texts';

/**
 * German's texts of the first screens, loaded before the first render when it is chosen (i18n.ts). The production build
 * replaces this module by these texts alone (scripts/build/language-texts.ts), so that no other
 * text rides along in its chunk.
 */
export default textsByPart.first.de;
