import { defineTexts } from '../define-texts';

/** /homepersonalize: the home rows shown, their order and the replay category (spec points 3 and 9). */
export const homePersonalizeTexts = defineTexts({
  fr: {
    personalize_intro: 'Choisissez les rangées de votre page d’accueil, leur ordre et la catégorie des rangées replay.',
    personalize_list: 'Rangées de l’accueil',
    personalize_up: 'Monter « {{name}} »',
    personalize_down: 'Descendre « {{name}} »',
    personalize_category: 'Catégorie de « {{name}} »',
    personalize_all_categories: 'Toutes les catégories',
    personalize_save: 'Enregistrer',
    personalize_defaults: 'Rétablir l’accueil par défaut',
    personalize_saved: 'Votre page d’accueil est enregistrée.',
    personalize_unsaved: 'Modifications pas encore enregistrées.',
  },
  de: {
    personalize_intro: 'Wählen Sie die Reihen Ihrer Startseite, ihre Reihenfolge und die Kategorie der Replay-Reihen.',
    personalize_list: 'Reihen der Startseite',
    personalize_up: '«{{name}}» nach oben',
    personalize_down: '«{{name}}» nach unten',
    personalize_category: 'Kategorie von «{{name}}»',
    personalize_all_categories: 'Alle Kategorien',
    personalize_save: 'Speichern',
    personalize_defaults: 'Standard-Startseite wiederherstellen',
    personalize_saved: 'Ihre Startseite ist gespeichert.',
    personalize_unsaved: 'Änderungen noch nicht gespeichert.',
  },
  en: {
    personalize_intro: 'Choose the rows of your home page, their order and the category of the replay rows.',
    personalize_list: 'Home rows',
    personalize_up: 'Move “{{name}}” up',
    personalize_down: 'Move “{{name}}” down',
    personalize_category: 'Category of “{{name}}”',
    personalize_all_categories: 'All categories',
    personalize_save: 'Save',
    personalize_defaults: 'Restore the default home page',
    personalize_saved: 'Your home page is saved.',
    personalize_unsaved: 'Changes not saved yet.',
  },
});
