/** Fictional people credited in the catalogue; a name is also the person's id. */
export const ACTORS = [
  'Camille Laurent',
  'Lukas Brunner',
  'Emma Thornton',
  'Julien Moreau',
  'Sophie Keller',
  'Oliver Grant',
  'Léa Fontaine',
  'Matthias Vogel',
  'Grace Holloway',
  'Nicolas Roux',
  'Anna Zimmermann',
  'Henry Blake',
  'Chloé Mercier',
  'Felix Huber',
  'Isla McKenzie',
  'Antoine Girard',
  'Laura Schmid',
  'Daniel Price',
  'Manon Lefèvre',
  'Jonas Meier',
] as const;
export const DIRECTORS = [
  'Hélène Duval',
  'Werner Stauffer',
  'Ruth Callahan',
  'Pierre Vasseur',
  'Sabine Roth',
  'Marcus Hale',
] as const;
export const PRESENTERS = [
  'Claire Dubois',
  'Thomas Frei',
  'Alice Morgan',
  'Marc Bonvin',
  'Petra Wyss',
  'Sam Carter',
] as const;
export const COMPANIES = ['Studio Léman', 'Alpenfilm', 'Northbridge Pictures', 'Rhône Productions'] as const;
export const AUTHORS = ['Jeanne Perrin', 'Karl Baumann', 'Edith Rowe'] as const;
export const COUNTRIES = ['CH', 'FR', 'DE', 'GB', 'US', 'BE', 'AT', 'CA'] as const;
