import { BOOKMARK_MAX_SECONDS } from '../../../domain/playback/bookmark';
import { isSeenAt, type Show } from '../../../domain/shows/show';
import type { BackupConfig, Interstitial, Resources } from '../../../ports/usage.port';
import type { BackendContext } from './context';
import { badRequest, fault } from './fault';

const KEPT_EVENTS = 50;
const LANGUAGES = ['fr', 'de', 'en'];
const TEXTS: Readonly<Record<string, Record<string, string>>> = {
  fr: { welcome: 'Bienvenue sur la démo', help_url: 'https://example.com/aide' },
  de: { welcome: 'Willkommen in der Demo', help_url: 'https://example.com/hilfe' },
  en: { welcome: 'Welcome to the demo', help_url: 'https://example.com/help' },
};

/** Playback reports, bookmarks, settings and feedback. */
export class UsageBackend {
  constructor(private readonly ctx: BackendContext) {}

  play(username: string, showId: string): void {
    if (this.ctx.catalogue.show(showId) === undefined) fault('not-found', 'unknown show');
    this.ctx.update((state) => {
      const records = this.ctx.records(state, username);
      records.plays = [{ showId, at: this.ctx.now() }, ...records.plays].slice(0, KEPT_EVENTS);
    });
  }

  /** Saves a position; 0 removes the bookmark (watch-next removal); 90 % marks the show seen. */
  setBookmark(username: string, showId: string, seconds: number): void {
    const show = this.ctx.catalogue.show(showId) ?? fault('not-found', 'unknown show');
    if (seconds < 0 || seconds > BOOKMARK_MAX_SECONDS /* spec point 5: the provider refuses larger bookmarks */)
      badRequest('bookmark out of range');
    this.ctx.update((state) => {
      const records = this.ctx.records(state, username);
      delete records.bookmarks[showId];
      if (seconds > 0) records.bookmarks = { [showId]: seconds, ...records.bookmarks };
      if (isSeenAt(show, seconds) && !records.seen.includes(showId)) records.seen.push(showId);
    });
  }

  /** Shows with a bookmark, latest first, carrying `bookmarkTime` and `seen`. */
  bookmarkedShows(username: string): Show[] {
    const records = this.ctx.view(username);
    return Object.entries(records.bookmarks).flatMap(([showId, at]) => {
      const show = this.ctx.catalogue.show(showId);
      return show === undefined ? [] : [{ ...show, bookmarkTime: at, seen: records.seen.includes(showId) }];
    });
  }

  /** The saved config, or null before the first save (the provider answers 404). */
  backupConfig(username: string): BackupConfig | null {
    return this.ctx.view(username).backupConfig;
  }

  saveBackupConfig(username: string, config: BackupConfig): void {
    this.ctx.update((state) => void (this.ctx.records(state, username).backupConfig = config));
  }

  event(username: string, name: string, data: unknown): void {
    if (name.trim() === '') badRequest('event required');
    this.ctx.update((state) => {
      const records = this.ctx.records(state, username);
      records.events = [{ name, data, at: this.ctx.now() }, ...records.events].slice(0, KEPT_EVENTS);
    });
  }

  /** Feedback is kept with the account (see `feedback`). */
  contact(username: string, email: string, message: string): void {
    if (message.trim() === '') badRequest('message required');
    this.ctx.update(
      (state) => void this.ctx.records(state, username).feedback.push({ email, message, at: this.ctx.now() }),
    );
  }

  feedback(username: string): readonly { email: string; message: string; at: number }[] {
    return this.ctx.view(username).feedback;
  }

  /** Keep-alive; the concurrent-stream limit (429) is a tester control. */
  ping(username: string): void {
    this.ctx.account(username);
  }

  /** The demo's message before the app; GET /interstitiel serves it only when the testers switch it on. */
  interstitial(): Interstitial {
    return {
      id: 'welcome-demo',
      title: 'Nouveau : la démo',
      message: 'Toutes les chaînes et la vidéo à la demande, sans abonnement réel.',
      imageUrl: '',
      linkUrl: '/home',
    };
  }

  resources(brand: string, language: string): Resources {
    if (!LANGUAGES.includes(language) || brand.trim() === '') fault('not-found', 'unknown resources');
    return { texts: TEXTS[language] ?? {}, flags: { video_previews: true, replay: true, fast_menu: true } };
  }
}
