import { resources } from '../texts';

/**
 * French, the default and the fallback, in every first load (i18n.ts). The production build replaces this module by these texts alone
 * (scripts/build/language-texts.ts), so that no other language rides along in its chunk.
 */
export default resources.fr;
