import { LOGIN_PATH, type Variant } from '../../domain/session/access';
import type { Session } from '../../domain/session/session';
import { screenPath } from './route-catalogue';
import { decideRouteAccess, type ScreenName } from './route-rules';

/** The menu entries of spec point 2, in their order. */
export const MENU_IDS = [
  'home',
  'live',
  'guide',
  'search',
  'recordings',
  'suggestions',
  'help',
  'mysports',
  'actors',
  'vod',
  'settings',
] as const;
export type MenuId = (typeof MENU_IDS)[number];

/** The help pages: a document beside the app, which the web opens as such. */
export const HELP_PATH = '/help.html';
/** The TV's help web view: the same pages read inside the app (a TV has no other browser to return from). */
export const TV_HELP_PATH = '/help';

/** One account page under the web's settings entry. */
export interface MenuPage {
  readonly screen: ScreenName;
  readonly label: string;
  readonly path: string;
}

/**
 * One entry of the menu: its text key, where it leads, and whether that is a screen of the app,
 * a document, or a group of pages (the web's settings: its account pages).
 */
export interface MenuEntry {
  readonly id: MenuId;
  readonly label: `menu_${MenuId}`;
  readonly path: string;
  readonly kind: 'screen' | 'document' | 'group';
  readonly pages?: readonly MenuPage[];
}

/** The account pages the settings gather (the web's menu entry, the TV's settings screen), with their title keys. */
const SETTINGS_PAGES: readonly (readonly [ScreenName, string])[] = [
  ['parentalcontrol', 'parentalcontrol_title'],
  ['homepersonalize', 'homepersonalize_title'],
  ['lineup', 'lineup_title'],
  ['pair', 'pairing_title'],
  ['feedback', 'feedback_title'],
];

/** The account pages of a layout this signed-in account may open (none for a visitor; pairing is the web's). */
export function settingsPages(variant: Variant, session: Session | null): MenuPage[] {
  if (session === null) return [];
  return SETTINGS_PAGES.flatMap(([screen, label]) => {
    const path = screenPath(variant, screen);
    return isMenuEntryVisible(variant, screen, path, session) ? [{ screen, label, path }] : [];
  });
}

/** The web's settings entry: its account pages. */
export const webSettingsPages = (session: Session | null): MenuPage[] => settingsPages('web', session);

/** The screen each entry opens (the TV guide is the guide screen); help opens a document (on TV, its web view). */
const SCREEN_OF: Readonly<Record<MenuId, ScreenName | null>> = {
  home: 'home',
  live: 'live',
  guide: 'guide',
  search: 'search',
  recordings: 'recordings',
  suggestions: 'suggestions',
  help: null,
  mysports: 'mysports',
  actors: 'actors',
  vod: 'vod',
  settings: 'settings',
};

/**
 * Whether a menu entry shows: hidden when its screen would send this visitor elsewhere
 * (missing permission, former customer, a screen of the other layout), but shown to visitors
 * who only need to sign in.
 */
export function isMenuEntryVisible(
  variant: Variant,
  screen: ScreenName,
  path: string,
  session: Session | null,
): boolean {
  const decision = decideRouteAccess(variant, screen, session, path);
  return decision.kind === 'allow' || decision.to.startsWith(LOGIN_PATH);
}

/** The menu of one layout for this account (spec point 2): every entry that applies, in order. */
export function menuEntries(variant: Variant, session: Session | null): MenuEntry[] {
  return MENU_IDS.flatMap((id): MenuEntry[] => {
    const screen = SCREEN_OF[id];
    if (screen === null)
      return [
        variant === 'tv'
          ? { id, label: `menu_${id}`, path: TV_HELP_PATH, kind: 'screen' }
          : { id, label: `menu_${id}`, path: HELP_PATH, kind: 'document' },
      ];
    if (id === 'settings' && variant === 'web') {
      const pages = webSettingsPages(session);
      return pages.length === 0 ? [] : [{ id, label: `menu_${id}`, path: pages[0]!.path, kind: 'group', pages }];
    }
    const path = screenPath(variant, screen);
    return isMenuEntryVisible(variant, screen, path, session)
      ? [{ id, label: `menu_${id}`, path, kind: 'screen' }]
      : [];
  });
}

/**
 * Whether a path is one of the screens the menu opens, or one of its tabs (`/live/fast`), and
 * not something opened from it (an overlay, a category, the player): there Back opens the menu
 * on TV instead of going back.
 */
export function isTopLevelPath(path: string): boolean {
  const [screen, ...rest] = path
    .split('?')[0]!
    .split('/')
    .filter((part) => part !== '');
  return (
    screen !== undefined && screen !== 'help' && (MENU_IDS as readonly string[]).includes(screen) && rest.length <= 1
  );
}
