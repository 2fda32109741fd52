import type { i18n } from 'i18next';
import { StrictMode, type ReactNode } from 'react';
import { TranslationProvider } from './i18n/use-translation';
import { ServicesProvider, type Resolve } from './services';
import { globalStyles } from './theme/theme';

/** What both layouts wrap their routes in: services, texts and the global styles. */
export function AppRoot({ resolve, i18n, children }: { resolve: Resolve; i18n: i18n; children: ReactNode }) {
  return (
    <StrictMode>
      <ServicesProvider resolve={resolve}>
        <TranslationProvider i18n={i18n}>
          <div className={globalStyles}>{children}</div>
        </TranslationProvider>
      </ServicesProvider>
    </StrictMode>
  );
}
