import { defineTexts } from '../define-texts';

/** Texts of the TV's account pages (settings' account section, parental control, lineup, home rows, feedback). */
export const tvAccountTexts = defineTexts({
  fr: {
    tv_settings_account: 'Compte',
    tv_parental_hint: 'Tapez les chiffres avec la télécommande. Haut et Bas pour passer d’un champ à l’autre.',
    tv_parental_level_hint: 'Entrée pour changer',
    tv_lineup_hint:
      'Entrée pour prendre une chaîne, Haut et Bas pour la déplacer, Entrée pour la poser. Retour annule le déplacement.',
    tv_lineup_held: 'En main',
    tv_personalize_hint:
      'Entrée pour afficher ou masquer une rangée ; Droite pour la déplacer ou changer sa catégorie.',
    tv_personalize_shown: 'Affichée',
    tv_personalize_hidden: 'Masquée',
    tv_feedback_hint: 'Écrivez votre message avec le clavier, puis Droite jusqu’au bouton Envoyer.',
  },
  de: {
    tv_settings_account: 'Konto',
    tv_parental_hint: 'Geben Sie die Ziffern mit der Fernbedienung ein. Auf und Ab wechseln das Feld.',
    tv_parental_level_hint: 'OK zum Ändern',
    tv_lineup_hint:
      'OK nimmt einen Sender, Auf und Ab verschieben ihn, OK legt ihn ab. Zurück bricht das Verschieben ab.',
    tv_lineup_held: 'Genommen',
    tv_personalize_hint:
      'OK blendet eine Reihe ein oder aus; Rechts, um sie zu verschieben oder ihre Kategorie zu ändern.',
    tv_personalize_shown: 'Angezeigt',
    tv_personalize_hidden: 'Ausgeblendet',
    tv_feedback_hint: 'Schreiben Sie Ihre Nachricht mit der Tastatur, dann Rechts bis zur Schaltfläche Senden.',
  },
  en: {
    tv_settings_account: 'Account',
    tv_parental_hint: 'Type the digits with the remote. Up and Down move between the fields.',
    tv_parental_level_hint: 'Enter to change',
    tv_lineup_hint: 'Enter picks a channel up, Up and Down move it, Enter puts it down. Back cancels the move.',
    tv_lineup_held: 'Picked up',
    tv_personalize_hint: 'Enter shows or hides a row; Right to move it or change its category.',
    tv_personalize_shown: 'Shown',
    tv_personalize_hidden: 'Hidden',
    tv_feedback_hint: 'Write your message with the keyboard, then Right to the Send button.',
  },
});
