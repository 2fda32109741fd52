import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../src/domain/errors';
import { bundlesFor, createI18n, errorText, switchLanguage } from '../../../src/ui/shared/i18n/i18n';
import { resources } from '../../../src/ui/shared/i18n/texts';

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

  it.each(['de', 'en'] as const)('should start in %s with its texts loaded beside French', async (language) => {
    const i18n = createI18n(language, await bundlesFor(language));
    expect(i18n.t('home_title')).toBe(resources[language].home_title);
    expect(i18n.getResourceBundle('fr', 'translation')).toEqual(resources.fr);
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
