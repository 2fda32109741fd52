import { act, render, screen } from '@testing-library/react';
import { memo } from 'react';
import { describe, expect, it } from 'vitest';
import { createI18n, LANGUAGES, switchLanguage } from '../../../src/ui/shared/i18n/i18n';
import { resources, type Texts } from '../../../src/ui/shared/i18n/texts';
import { textsOf, TranslationProvider, useTranslation } from '../../../src/ui/shared/i18n/use-translation';

const Title = memo(function Title() {
  const { t, i18n } = useTranslation();
  return <h1 lang={i18n.language}>{t('live_title')}</h1>;
});

describe('the texts of the chosen language (TranslationProvider)', () => {
  it('should draw every text again in the language chosen, memoised components too', async () => {
    const i18n = createI18n('fr');
    render(
      <TranslationProvider i18n={i18n}>
        <Title />
      </TranslationProvider>,
    );
    expect(screen.getByRole('heading').textContent).toBe('En direct');
    await act(() => switchLanguage(i18n, 'de'));
    expect(screen.getByRole('heading').textContent).toBe('Live');
    expect(screen.getByRole('heading').getAttribute('lang')).toBe('de');
  });

  it('should ask for the provider rather than draw keys without it', () => {
    expect(() => render(<Title />)).toThrow('useTranslation needs a TranslationProvider');
  });
});

describe('the t of a language (textsOf)', () => {
  const keys = Object.keys(resources.fr) as (keyof Texts)[];

  it.each(LANGUAGES)('should give every text in %s as i18next does, with and without values to put in', (language) => {
    const i18n = createI18n(language, resources);
    const t = textsOf(i18n, language);
    const i18nextT = i18n.getFixedT(language);
    for (const key of keys) {
      expect(t(key)).toBe(i18nextT(key));
      expect(t(key, { count: 2, name: 'Arte', channel: 'Arte', title: 'Le 19:30' })).toBe(
        i18nextT(key, { count: 2, name: 'Arte', channel: 'Arte', title: 'Le 19:30' }),
      );
    }
  });

  it('should fall back to French for a text the language lacks, as i18next does', () => {
    const i18n = createI18n('de', {
      fr: resources.fr,
      de: { ...resources.de, live_title: undefined } as unknown as Texts,
    });
    expect(textsOf(i18n, 'de')('live_title')).toBe('En direct');
  });

  it('should leave a text that nests another to i18next, even asked without values', () => {
    const i18n = createI18n('fr', { fr: { ...resources.fr, live_title: 'Direct sur $t(app_name)' } });
    expect(textsOf(i18n, 'fr')('live_title')).toBe(`Direct sur ${resources.fr.app_name}`);
  });

  it('should answer an unknown key with the key, as i18next does', () => {
    const i18n = createI18n('fr');
    expect(textsOf(i18n, 'fr')('no_such_text' as keyof Texts)).toBe('no_such_text');
  });
});
