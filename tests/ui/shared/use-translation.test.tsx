import { act, render, screen } from '@testing-library/react';
import { memo } from 'react';
import { describe, expect, it } from 'vitest';
import { createI18n, switchLanguage } from '../../../src/ui/shared/i18n/i18n';
import { TranslationProvider, useTranslation } from '../../../src/ui/shared/i18n/use-translation';

const Title = memo(function Title() {
  const { t, i18n } = useTranslation();
  return <h1 lang={i18n.language}>{t('live_title')}</h1>;
});

describe('the texts of the chosen language (TranslationProvider)', () => {
  it('should draw every text again in the language chosen, memoised components too', async () => {
    const i18n = createI18n('fr');
    render(<TranslationProvider i18n={i18n}><Title /></TranslationProvider>);
    expect(screen.getByRole('heading').textContent).toBe('En direct');
    await act(() => switchLanguage(i18n, 'de'));
    expect(screen.getByRole('heading').textContent).toBe('Live');
    expect(screen.getByRole('heading').getAttribute('lang')).toBe('de');
  });

  it('should ask for the provider rather than draw keys without it', () => {
    expect(() => render(<Title />)).toThrow('useTranslation needs a TranslationProvider');
  });
});
