import { de } from './de';
import { en } from './en';
import { fr } from './fr';
import { accessibilityTexts } from './features/accessibility';
import { guideTexts } from './features/guide';
import { homeTexts } from './features/home';
import { overlaysTexts } from './features/overlays';
import { pairingTexts } from './features/pairing';
import { playerTexts } from './features/player';
import { searchTexts } from './features/search';
import { downloadsTexts } from './features/downloads';
import { tvShellTexts } from './features/tv-shell';
import { vodTexts } from './features/vod';
import { discoverTexts } from './features/discover';

/**
 * Every text of the app by language: the core texts plus one file per feature under
 * `features/` (add a feature's texts here with one spread per language).
 */
export const resources = {
  fr: { ...fr, ...guideTexts.fr, ...homeTexts.fr, ...overlaysTexts.fr, ...playerTexts.fr, ...pairingTexts.fr, ...vodTexts.fr, ...accessibilityTexts.fr, ...searchTexts.fr, ...downloadsTexts.fr, ...discoverTexts.fr, ...tvShellTexts.fr },
  de: { ...de, ...guideTexts.de, ...homeTexts.de, ...overlaysTexts.de, ...playerTexts.de, ...pairingTexts.de, ...vodTexts.de, ...accessibilityTexts.de, ...searchTexts.de, ...downloadsTexts.de, ...discoverTexts.de, ...tvShellTexts.de },
  en: { ...en, ...guideTexts.en, ...homeTexts.en, ...overlaysTexts.en, ...playerTexts.en, ...pairingTexts.en, ...vodTexts.en, ...accessibilityTexts.en, ...searchTexts.en, ...downloadsTexts.en, ...discoverTexts.en, ...tvShellTexts.en },
};

/** The text keys every screen may use. */
export type Texts = typeof resources.fr;
