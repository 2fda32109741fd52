import { describe, expect, it } from 'vitest';
import { resources } from '../../../src/ui/shared/i18n/texts';

const placeholders = (text: string) => [...text.matchAll(/{{\s*(\w+)\s*}}/g)].map((match) => match[1]).sort();

describe('texts in three languages (spec point 1)', () => {
  it.each(['de', 'en'] as const)('%s should have every French key, none empty, with the same placeholders', (language) => {
    const translated: Record<string, string> = resources[language];
    for (const [key, french] of Object.entries(resources.fr)) {
      expect(translated[key], key).toBeTypeOf('string');
      expect(translated[key]!.trim(), key).not.toBe('');
      expect(placeholders(translated[key]!), key).toEqual(placeholders(french));
    }
    expect(Object.keys(translated).sort()).toEqual(Object.keys(resources.fr).sort());
  });

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
