import { defineTexts } from '../define-texts';

/** The "forgot password" dialog of both sign-in screens (spec point 5: a reset needs a valid e-mail). */
export const passwordResetTexts = defineTexts({
  fr: {
    reset_open: 'Mot de passe oublié ?',
    reset_title: 'Réinitialiser le mot de passe',
    reset_intro:
      'Saisissez l’e-mail de votre compte : la page de réinitialisation de votre fournisseur s’ouvre pour lui.',
    reset_intro_tv:
      'Saisissez l’e-mail de votre compte : la page de réinitialisation de votre fournisseur s’ouvre sur ce téléviseur.',
    reset_submit: 'Ouvrir la page de réinitialisation',
    reset_cancel: 'Annuler',
  },
  de: {
    reset_open: 'Passwort vergessen?',
    reset_title: 'Passwort zurücksetzen',
    reset_intro:
      'Geben Sie die E-Mail-Adresse Ihres Kontos ein: Die Seite Ihres Anbieters zum Zurücksetzen öffnet sich dafür.',
    reset_intro_tv:
      'Geben Sie die E-Mail-Adresse Ihres Kontos ein: Die Seite Ihres Anbieters zum Zurücksetzen öffnet sich auf diesem Fernseher.',
    reset_submit: 'Seite zum Zurücksetzen öffnen',
    reset_cancel: 'Abbrechen',
  },
  en: {
    reset_open: 'Forgot your password?',
    reset_title: 'Reset your password',
    reset_intro: 'Enter your account’s e-mail: your provider’s reset page opens for it.',
    reset_intro_tv: 'Enter your account’s e-mail: your provider’s reset page opens on this TV.',
    reset_submit: 'Open the reset page',
    reset_cancel: 'Cancel',
  },
});
