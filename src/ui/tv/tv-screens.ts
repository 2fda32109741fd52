import { lazyScreen } from '../shared/lazy-screen';

/** The TV route table's screens (routes.tsx): every screen loads with its route; a screen focuses what it focuses when it mounts. */
export const TvStart = lazyScreen(() => import('./tv-start').then((m) => m.TvStart));
export const TvHomeRails = lazyScreen(() => import('./screens/home/tv-home-rails').then((m) => m.TvHomeRails));
export const TvGuideScreen = lazyScreen(() => import('./screens/guide/tv-guide-screen').then((m) => m.TvGuideScreen));
export const TvLoginScreen = lazyScreen(() => import('./screens/session/tv-login-screen').then((m) => m.TvLoginScreen));
export const TvLogoutScreen = lazyScreen(() =>
  import('./screens/session/tv-logout-screen').then((m) => m.TvLogoutScreen),
);
export const TvTokenSignInScreen = lazyScreen(() =>
  import('./screens/session/tv-token-sign-in-screen').then((m) => m.TvTokenSignInScreen),
);
export const TvLiveScreen = lazyScreen(() => import('./screens/live/tv-live-screen').then((m) => m.TvLiveScreen));
export const TvSearchScreen = lazyScreen(() =>
  import('./screens/search/tv-search-screen').then((m) => m.TvSearchScreen),
);
export const TvRecordingsScreen = lazyScreen(() =>
  import('./screens/recordings/tv-recordings-screen').then((m) => m.TvRecordingsScreen),
);
export const TvDownloadScreen = lazyScreen(() =>
  import('./screens/downloads/tv-download-screen').then((m) => m.TvDownloadScreen),
);
export const TvVodScreen = lazyScreen(() => import('./screens/vod/tv-vod-screen').then((m) => m.TvVodScreen));
export const TvPlayerScreen = lazyScreen(() =>
  import('./screens/player/tv-player-screen').then((m) => m.TvPlayerScreen),
);
export const TvSuggestionsScreen = lazyScreen(() =>
  import('./screens/discover/tv-suggestions-screen').then((m) => m.TvSuggestionsScreen),
);
export const TvSuggestionCategoryScreen = lazyScreen(() =>
  import('./screens/discover/tv-suggestion-category-screen').then((m) => m.TvSuggestionCategoryScreen),
);
export const TvActorsScreen = lazyScreen(() =>
  import('./screens/discover/tv-actors-screen').then((m) => m.TvActorsScreen),
);
export const TvShowsActorsScreen = lazyScreen(() =>
  import('./screens/discover/tv-shows-actors-screen').then((m) => m.TvShowsActorsScreen),
);
export const TvHelpScreen = lazyScreen(() => import('./screens/help/tv-help-screen').then((m) => m.TvHelpScreen));
export const TvSettingsScreen = lazyScreen(() =>
  import('./screens/account/tv-settings-screen').then((m) => m.TvSettingsScreen),
);
export const TvParentalControlScreen = lazyScreen(() =>
  import('./screens/account/tv-parental-control-screen').then((m) => m.TvParentalControlScreen),
);
export const TvParentalGate = lazyScreen(() =>
  import('./screens/account/tv-parental-gate').then((m) => m.TvParentalGate),
);
export const TvLineupScreen = lazyScreen(() =>
  import('./screens/account/tv-lineup-screen').then((m) => m.TvLineupScreen),
);
export const TvHomePersonalizeScreen = lazyScreen(() =>
  import('./screens/account/tv-home-personalize-screen').then((m) => m.TvHomePersonalizeScreen),
);
export const TvFeedbackScreen = lazyScreen(() =>
  import('./screens/account/tv-feedback-screen').then((m) => m.TvFeedbackScreen),
);
export const TvDiagnosticsScreen = lazyScreen(() =>
  import('./screens/device/tv-diagnostics-screen').then((m) => m.TvDiagnosticsScreen),
);
export const TvPerformanceScreen = lazyScreen(() =>
  import('./screens/device/tv-performance-screen').then((m) => m.TvPerformanceScreen),
);
export const TvPrivacyScreen = lazyScreen(() =>
  import('./screens/device/tv-privacy-screen').then((m) => m.TvPrivacyScreen),
);
export const TvMySportsScreen = lazyScreen(() =>
  import('./screens/discover/tv-my-sports-screen').then((m) => m.TvMySportsScreen),
);
