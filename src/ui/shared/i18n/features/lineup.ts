import { defineTexts } from '../define-texts';

/** /lineup: the subscriber's channel order (spec point 7: PUT and DELETE lineup/). */
export const lineupTexts = defineTexts({
  fr: {
    lineup_intro:
      'Choisissez l’ordre de vos chaînes : glissez-les, ou utilisez les boutons Monter et Descendre. Cet ordre s’applique partout où vos chaînes sont listées.',
    lineup_list: 'Ordre des chaînes',
    lineup_drag: 'Déplacer {{name}}',
    lineup_up: 'Monter {{name}}',
    lineup_down: 'Descendre {{name}}',
    lineup_save: 'Enregistrer l’ordre',
    lineup_reset: 'Revenir à l’ordre d’origine',
    lineup_saved: 'L’ordre de vos chaînes est enregistré.',
    lineup_unsaved: 'Ordre modifié, pas encore enregistré.',
    lineup_instructions:
      'Pour déplacer une chaîne, appuyez sur Espace ou Entrée, déplacez-la avec les flèches haut et bas, puis appuyez de nouveau sur Espace ou Entrée pour la déposer, ou sur Échap pour annuler.',
    lineup_picked: '{{name}} saisie, position {{position}} sur {{total}}.',
    lineup_over: '{{name}} en position {{position}} sur {{total}}.',
    lineup_moved: '{{name}} déplacée en position {{position}} sur {{total}}.',
    lineup_cancelled: 'Déplacement de {{name}} annulé.',
  },
  de: {
    lineup_intro:
      'Wählen Sie die Reihenfolge Ihrer Sender: Ziehen Sie sie oder nutzen Sie die Schaltflächen Nach oben und Nach unten. Diese Reihenfolge gilt überall, wo Ihre Sender aufgelistet sind.',
    lineup_list: 'Senderreihenfolge',
    lineup_drag: '{{name}} verschieben',
    lineup_up: '{{name}} nach oben',
    lineup_down: '{{name}} nach unten',
    lineup_save: 'Reihenfolge speichern',
    lineup_reset: 'Ursprüngliche Reihenfolge',
    lineup_saved: 'Die Reihenfolge Ihrer Sender ist gespeichert.',
    lineup_unsaved: 'Reihenfolge geändert, noch nicht gespeichert.',
    lineup_instructions:
      'Um einen Sender zu verschieben, drücken Sie Leertaste oder Eingabe, verschieben Sie ihn mit den Pfeiltasten nach oben und unten und drücken Sie erneut Leertaste oder Eingabe zum Ablegen oder Escape zum Abbrechen.',
    lineup_picked: '{{name}} aufgenommen, Position {{position}} von {{total}}.',
    lineup_over: '{{name}} auf Position {{position}} von {{total}}.',
    lineup_moved: '{{name}} auf Position {{position}} von {{total}} verschoben.',
    lineup_cancelled: 'Verschieben von {{name}} abgebrochen.',
  },
  en: {
    lineup_intro:
      'Choose the order of your channels: drag them, or use the Move up and Move down buttons. This order applies wherever your channels are listed.',
    lineup_list: 'Channel order',
    lineup_drag: 'Move {{name}}',
    lineup_up: 'Move {{name}} up',
    lineup_down: 'Move {{name}} down',
    lineup_save: 'Save the order',
    lineup_reset: 'Back to the original order',
    lineup_saved: 'Your channel order is saved.',
    lineup_unsaved: 'Order changed, not saved yet.',
    lineup_instructions:
      'To move a channel, press Space or Enter, move it with the up and down arrows, then press Space or Enter again to drop it, or Escape to cancel.',
    lineup_picked: '{{name}} picked up, position {{position}} of {{total}}.',
    lineup_over: '{{name}} at position {{position}} of {{total}}.',
    lineup_moved: '{{name}} moved to position {{position}} of {{total}}.',
    lineup_cancelled: 'Moving {{name}} cancelled.',
  },
});
