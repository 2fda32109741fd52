import { css } from '@linaria/core';

/** The two colour themes of spec point 1, as custom properties on the root element. */
export const THEMES = ['amber', 'crimson'] as const;
export type ThemeName = (typeof THEMES)[number];
export const DEFAULT_THEME: ThemeName = 'amber';

export function isThemeName(value: unknown): value is ThemeName {
  return (THEMES as readonly unknown[]).includes(value);
}

export const globalStyles = css`
  :global() {
    :root,
    [data-theme='amber'] {
      --color-bg: #121212;
      --color-surface: #1e1e1e;
      --color-surface-raised: #2a2a2a;
      --color-text: #f4f4f4;
      --color-text-muted: #b5b5b5;
      --color-accent: #ffb300;
      --color-on-accent: #1a1200;
      --color-error: #ff8a80;
      --focus-ring: 0 0 0 3px #ffb300;
    }
    [data-theme='crimson'] {
      --color-bg: #1a0f24;
      --color-surface: #261634;
      --color-surface-raised: #351f47;
      --color-text: #f7f2fb;
      --color-text-muted: #c7b8d4;
      --color-accent: #ff3b4e;
      --color-on-accent: #14081e;
      --color-error: #ffb4ab;
      --focus-ring: 0 0 0 3px #ff3b4e;
    }
    * {
      box-sizing: border-box;
    }
    /* The brand the page shows from its HTML (index.html) until the app's first render replaces it. */
    .boot-shell {
      margin: 0;
      padding: 20px 24px;
      background: var(--color-surface);
      color: var(--color-accent);
      font-size: 1.4rem;
      font-weight: 800;
    }
    .boot-shell-tv {
      padding: 48px 96px;
      background: none;
      font-size: 48px;
    }
    body {
      margin: 0;
      background: var(--color-bg);
      color: var(--color-text);
      font-family:
        system-ui,
        -apple-system,
        'Segoe UI',
        Roboto,
        sans-serif;
      line-height: 1.4;
    }
    /* Engines without :focus-visible (TVs before Chromium 86) drop the second rule: a ring on every focus. */
    :focus {
      outline: none;
      box-shadow: var(--focus-ring);
    }
    :focus:not(:focus-visible) {
      box-shadow: none;
    }
    /* Issue 16: who asks for less motion gets no animation, transition or smooth scrolling. */
    @media (prefers-reduced-motion: reduce) {
      *,
      *::before,
      *::after {
        animation-duration: 0.01ms !important;
        animation-iteration-count: 1 !important;
        transition-duration: 0.01ms !important;
        scroll-behavior: auto !important;
      }
    }
  }
`;
