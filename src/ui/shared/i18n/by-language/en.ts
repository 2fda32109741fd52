import { resources } from '../texts';

/**
 * English, loaded when it is chosen (i18n.ts). The production build replaces this module by these texts alone
 * (scripts/build/language-texts.ts), so that no other language rides along in its chunk.
 */
export default resources.en;
