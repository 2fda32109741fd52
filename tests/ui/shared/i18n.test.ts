import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../src/domain/errors';
import {
  bundlesFor,
  createI18n,
  errorText,
  hasLaterTexts,
  LANGUAGES,
  loadLaterTexts,
  switchLanguage,
} from '../../../src/ui/shared/i18n/i18n';
import { resources, textsByPart } from '../../../src/ui/shared/i18n/texts';

const placeholders = (text: string) => [...text.matchAll(/{{\s*(\w+)\s*}}/g)].map((match) => match[1]).sort();

describe('texts in three languages (spec point 1)', () => {
  it.each(['de', 'en'] as const)(
    '%s should have every French key, none empty, with the same placeholders',
    (language) => {
      const translated: Record<string, string> = resources[language];
      for (const [key, french] of Object.entries(resources.fr)) {
        expect(translated[key], key).toBeTypeOf('string');
        expect(translated[key]!.trim(), key).not.toBe('');
        expect(placeholders(translated[key]!), key).toEqual(placeholders(french));
      }
      expect(Object.keys(translated).sort()).toEqual(Object.keys(resources.fr).sort());
    },
  );

  it('should carry the error catalogue of spec point 8 word for word in French', () => {
    expect(resources.fr).toMatchObject({
      error_invalid_credentials: 'Email ou mot de passe incorrect, veuillez réessayer.',
      error_not_entitled: "Votre abonnement ne vous permet pas d'utiliser cette application.",
      error_generic: 'Une erreur est survenue.',
      error_session_expired: "Vous avez été déconnecté car trop d'appareils utilisent le même compte.",
      error_wrong_pin: 'Le code saisi est incorrect.',
      error_concurrent_stream_limit: 'Le nombre de lectures simultanées pour votre compte a été atteint.',
      error_recording_quota: "Votre quota d'enregistrement est dépassé.",
      error_archive_quota: "Votre quota d'archive est dépassé.",
    });
  });
});

describe('when a language other than French is chosen', () => {
  it('should start with French alone, the default and the fallback', () => {
    const i18n = createI18n();
    expect([i18n.language, i18n.t('home_title')]).toEqual(['fr', resources.fr.home_title]);
    expect(i18n.hasResourceBundle('de', 'translation')).toBe(false);
  });

  it.each(['de', 'en'] as const)("should start in %s with its first texts loaded beside French's", async (language) => {
    const i18n = createI18n(language, await bundlesFor(language));
    expect(i18n.t('home_title')).toBe(resources[language].home_title);
    expect(i18n.getResourceBundle(language, 'translation')).toEqual(textsByPart.first[language]);
    expect(i18n.getResourceBundle('fr', 'translation')).toEqual(textsByPart.first.fr);
  });

  it('should load both parts of a language before switching to it', async () => {
    const i18n = createI18n();
    await switchLanguage(i18n, 'de');
    expect(i18n.t('tv_keyboard_delete')).toBe(resources.de.tv_keyboard_delete);
    expect(hasLaterTexts(i18n)).toBe(true);
  });

  it('should load the texts before switching, so that no key and no French shows', async () => {
    const i18n = createI18n();
    const seen: string[] = [];
    i18n.on('languageChanged', () => seen.push(i18n.t('home_title')));
    await switchLanguage(i18n, 'de');
    expect(seen).toEqual([resources.de.home_title]);
  });

  it("should end in the last language chosen when the first one's texts arrive after it", async () => {
    // English is loaded already, German not: German's texts arrive after the switch to English.
    const i18n = createI18n('fr', await bundlesFor('en'));
    await Promise.all([switchLanguage(i18n, 'de'), switchLanguage(i18n, 'en')]);
    expect([i18n.language, i18n.t('home_title')]).toEqual(['en', resources.en.home_title]);
    await switchLanguage(i18n, 'fr');
    expect(i18n.t('home_title')).toBe(resources.fr.home_title);
  });
});

describe('the text of a failure (spec point 8)', () => {
  it("should say its kind's text, and the generic one for anything else", () => {
    const { t } = createI18n();
    expect(errorText(t, new ApiError('network', 'channels'))).toBe(resources.fr.error_network);
    expect(errorText(t, new ApiError('malformed-response', 'channels'))).toBe(resources.fr.error_generic);
    expect(errorText(t, new Error('boom'))).toBe(resources.fr.error_generic);
    expect(errorText(t, 'boom')).toBe(resources.fr.error_generic);
  });
});

describe('the two parts of the texts (the first load, the later part)', () => {
  it.each(LANGUAGES)('should hold every text of %s once, in one part or the other', (language) => {
    const { first, later } = { first: textsByPart.first[language], later: textsByPart.later[language] };
    expect(Object.keys(first).filter((key) => key in later)).toEqual([]);
    expect({ ...first, ...later }).toEqual(resources[language]);
  });

  it('should split every language at the same keys', () => {
    for (const part of ['first', 'later'] as const)
      expect(Object.keys(textsByPart[part].de).sort()).toEqual(Object.keys(textsByPart[part].fr).sort());
  });

  it('should keep the first load small: the core texts, not every feature', () => {
    expect(Object.keys(textsByPart.first.fr).length).toBeLessThan(Object.keys(textsByPart.later.fr).length / 4);
  });

  it('should start without the later part, then hold it once loaded', async () => {
    const i18n = createI18n();
    expect([hasLaterTexts(i18n), i18n.exists('tv_keyboard_delete')]).toEqual([false, false]);
    await loadLaterTexts(i18n);
    expect(hasLaterTexts(i18n)).toBe(true);
    expect(i18n.t('tv_keyboard_delete')).toBe(resources.fr.tv_keyboard_delete);
  });

  it('should add a part that has arrived at once, so that a screen draws in its first render', async () => {
    await loadLaterTexts(createI18n());
    const i18n = createI18n();
    void loadLaterTexts(i18n);
    expect(hasLaterTexts(i18n)).toBe(true);
  });

  it("should add the later part to one instance's texts only", async () => {
    const loaded = createI18n();
    await loadLaterTexts(loaded);
    expect(createI18n().exists('tv_keyboard_delete')).toBe(false);
  });

  it("should count whole texts given at creation (a test's) as holding the later part", () => {
    expect(hasLaterTexts(createI18n('en', resources))).toBe(true);
    expect(hasLaterTexts(createI18n('fr', { fr: textsByPart.first.fr }))).toBe(false);
  });
});
