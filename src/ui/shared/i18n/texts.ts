import { de } from './de';
import { en } from './en';
import { fr } from './fr';
import { accessibilityTexts } from './features/accessibility';
import { guideTexts } from './features/guide';
import { tvGuideTexts } from './features/tv-guide';
import { homeTexts } from './features/home';
import { homePersonalizeTexts } from './features/home-personalize';
import { lineupTexts } from './features/lineup';
import { overlaysTexts } from './features/overlays';
import { pairingTexts } from './features/pairing';
import { parentalSettingsTexts } from './features/parental-settings';
import { playerTexts } from './features/player';
import { recordingsTexts } from './features/recordings';
import { searchTexts } from './features/search';
import { downloadsTexts } from './features/downloads';
import { tvShellTexts } from './features/tv-shell';
import { tvAccountTexts } from './features/tv-account';
import { tvPlayerTexts } from './features/tv-player';
import { tvHomeTexts } from './features/tv-home';
import { tvSearchTexts } from './features/tv-search';
import { tvVodTexts } from './features/tv-vod';
import { vodTexts } from './features/vod';
import { vodHereTexts } from './features/vod-here';
import { discoverTexts } from './features/discover';
import { vodPurchaseTexts } from './features/vod-purchase';
import { passwordResetTexts } from './features/password-reset';
import { interstitialTexts } from './features/interstitial';
import { preferencesTexts } from './features/preferences';
import { remindersTexts } from './features/reminders';
import { diagnosticsTexts } from './features/diagnostics';
import { performanceTexts } from './features/performance';
import { privacyTexts } from './features/privacy';
import { providerPagesTexts } from './features/provider-pages';

/**
 * Every text of the app by language: the core texts plus one file per feature under
 * `features/` (add a feature's texts here with one spread per language).
 */
export const resources = {
  fr: {
    ...fr,
    ...guideTexts.fr,
    ...homeTexts.fr,
    ...overlaysTexts.fr,
    ...playerTexts.fr,
    ...pairingTexts.fr,
    ...vodTexts.fr,
    ...vodHereTexts.fr,
    ...recordingsTexts.fr,
    ...vodPurchaseTexts.fr,
    ...passwordResetTexts.fr,
    ...parentalSettingsTexts.fr,
    ...lineupTexts.fr,
    ...homePersonalizeTexts.fr,
    ...accessibilityTexts.fr,
    ...searchTexts.fr,
    ...downloadsTexts.fr,
    ...discoverTexts.fr,
    ...tvPlayerTexts.fr,
    ...tvHomeTexts.fr,
    ...tvSearchTexts.fr,
    ...tvVodTexts.fr,
    ...tvGuideTexts.fr,
    ...tvShellTexts.fr,
    ...tvAccountTexts.fr,
    ...interstitialTexts.fr,
    ...preferencesTexts.fr,
    ...remindersTexts.fr,
    ...diagnosticsTexts.fr,
    ...performanceTexts.fr,
    ...privacyTexts.fr,
    ...providerPagesTexts.fr,
  },
  de: {
    ...de,
    ...guideTexts.de,
    ...homeTexts.de,
    ...overlaysTexts.de,
    ...playerTexts.de,
    ...pairingTexts.de,
    ...vodTexts.de,
    ...vodHereTexts.de,
    ...recordingsTexts.de,
    ...vodPurchaseTexts.de,
    ...passwordResetTexts.de,
    ...parentalSettingsTexts.de,
    ...lineupTexts.de,
    ...homePersonalizeTexts.de,
    ...accessibilityTexts.de,
    ...searchTexts.de,
    ...downloadsTexts.de,
    ...discoverTexts.de,
    ...tvPlayerTexts.de,
    ...tvHomeTexts.de,
    ...tvSearchTexts.de,
    ...tvVodTexts.de,
    ...tvGuideTexts.de,
    ...tvShellTexts.de,
    ...tvAccountTexts.de,
    ...interstitialTexts.de,
    ...preferencesTexts.de,
    ...remindersTexts.de,
    ...diagnosticsTexts.de,
    ...performanceTexts.de,
    ...privacyTexts.de,
    ...providerPagesTexts.de,
  },
  en: {
    ...en,
    ...guideTexts.en,
    ...homeTexts.en,
    ...overlaysTexts.en,
    ...playerTexts.en,
    ...pairingTexts.en,
    ...vodTexts.en,
    ...vodHereTexts.en,
    ...recordingsTexts.en,
    ...vodPurchaseTexts.en,
    ...passwordResetTexts.en,
    ...parentalSettingsTexts.en,
    ...lineupTexts.en,
    ...homePersonalizeTexts.en,
    ...accessibilityTexts.en,
    ...searchTexts.en,
    ...downloadsTexts.en,
    ...discoverTexts.en,
    ...tvPlayerTexts.en,
    ...tvHomeTexts.en,
    ...tvSearchTexts.en,
    ...tvVodTexts.en,
    ...tvGuideTexts.en,
    ...tvShellTexts.en,
    ...tvAccountTexts.en,
    ...interstitialTexts.en,
    ...preferencesTexts.en,
    ...remindersTexts.en,
    ...diagnosticsTexts.en,
    ...performanceTexts.en,
    ...privacyTexts.en,
    ...providerPagesTexts.en,
  },
};

/** The text keys every screen may use. */
export type Texts = typeof resources.fr;

/**
 * The feature texts that code of the first load names (the shells, their menus, the models and
 * machines the bundler puts there): they load with the core texts (fr.ts). Every other feature
 * text loads with the lazy screens and parts (i18n.ts, `loadLaterTexts`). tests/e2e/first-load.test.ts
 * fails when code of a first load names a text left out of here.
 */
const FIRST_LOAD_FEATURE_KEYS = [
  'skip_to_content',
  'search_label',
  'search_placeholder',
  'tv_menu_hint',
  'code_format',
  'pin_format',
  'pin_mismatch',
  'card_live',
  'card_age',
  'card_locked',
  'home_carousel_title',
  'home_remove_show',
  'home_remove_show_message',
  'overlay_follow',
  'overlay_unfollow',
  // What the web's screen rooms draw while the session is checked (src/ui/web/screen-room.tsx).
  'discover_tabs',
  'actors_tab_subscribed',
  'actors_tab_suggestions',
  'showsactors_tab_past',
  'showsactors_tab_future',
  'mysports_tab_future',
  'mysports_tab_past',
  'lineup_intro',
  'personalize_intro',
  'vod_loading',
] as const satisfies readonly (keyof Texts)[];

const FIRST_LOAD_KEYS: ReadonlySet<string> = new Set([...Object.keys(fr), ...FIRST_LOAD_FEATURE_KEYS]);

/** Some of one language's texts. */
export type PartOfTexts = Readonly<Partial<Record<keyof Texts, string>>>;

const partOf = (texts: Readonly<Record<keyof Texts, string>>, first: boolean): PartOfTexts =>
  Object.fromEntries(Object.entries(texts).filter(([key]) => FIRST_LOAD_KEYS.has(key) === first));

/**
 * Each language's texts in two parts: `first`, what the first load carries (French) or loads before
 * the first render (another language), and `later`, what loads with the lazy screens and parts.
 */
export const textsByPart = {
  first: { fr: partOf(resources.fr, true), de: partOf(resources.de, true), en: partOf(resources.en, true) },
  later: { fr: partOf(resources.fr, false), de: partOf(resources.de, false), en: partOf(resources.en, false) },
} as const;
