import { defineTexts } from '../define-texts';

/** Texts of the TV frame (issue 12): the menu, the help web view, the device code sign-in's QR code and failure, the former customer's sign-out. */
export const tvShellTexts = defineTexts({
  fr: {
    tv_menu_hint: 'Retour pour fermer le menu',
    tv_help_label: 'Pages d’aide',
    tv_help_hint: 'Haut et Bas pour faire défiler, Retour pour revenir',
    tv_help_failed: 'Impossible d’afficher l’aide.',
    otp_scan: 'Scannez ce code avec votre téléphone, ou ouvrez {{uri}} et saisissez ce code :',
    otp_qr_label: 'Code QR de l’adresse {{uri}}',
    otp_failed: 'Impossible d’obtenir un code de connexion.',
    otp_retry: 'Réessayer',
    otp_failed_cancel: 'Annuler',
    otp_requesting: 'Demande d’un code…',
    logout_deleted_title: 'Votre abonnement est terminé',
    logout_deleted_message:
      'Vous avez été déconnecté car ce compte n’est plus abonné : la télévision n’est plus disponible sur cet appareil. Vos vidéos à la demande restent accessibles sur le site web.',
    logout_deleted_signin: 'Se connecter avec un autre compte',
  },
  de: {
    tv_menu_hint: 'Zurück schließt das Menü',
    tv_help_label: 'Hilfeseiten',
    tv_help_hint: 'Auf und Ab zum Blättern, Zurück zum Verlassen',
    tv_help_failed: 'Die Hilfe kann nicht angezeigt werden.',
    otp_scan: 'Scannen Sie diesen Code mit Ihrem Telefon oder öffnen Sie {{uri}} und geben Sie diesen Code ein:',
    otp_qr_label: 'QR-Code der Adresse {{uri}}',
    otp_failed: 'Es konnte kein Anmeldecode abgerufen werden.',
    otp_retry: 'Erneut versuchen',
    otp_failed_cancel: 'Abbrechen',
    otp_requesting: 'Code wird angefordert…',
    logout_deleted_title: 'Ihr Abonnement ist beendet',
    logout_deleted_message:
      'Sie wurden abgemeldet, weil dieses Konto kein Abonnement mehr hat: Fernsehen ist auf diesem Gerät nicht mehr verfügbar. Ihre Videos auf Abruf bleiben auf der Website zugänglich.',
    logout_deleted_signin: 'Mit einem anderen Konto anmelden',
  },
  en: {
    tv_menu_hint: 'Back closes the menu',
    tv_help_label: 'Help pages',
    tv_help_hint: 'Up and Down to scroll, Back to return',
    tv_help_failed: 'The help cannot be shown.',
    otp_scan: 'Scan this code with your phone, or open {{uri}} and enter this code:',
    otp_qr_label: 'QR code of the address {{uri}}',
    otp_failed: 'No sign-in code could be obtained.',
    otp_retry: 'Try again',
    otp_failed_cancel: 'Cancel',
    otp_requesting: 'Asking for a code…',
    logout_deleted_title: 'Your subscription has ended',
    logout_deleted_message:
      'You were signed out because this account is no longer subscribed: TV is no longer available on this device. Your videos on demand remain available on the website.',
    logout_deleted_signin: 'Sign in with another account',
  },
});
