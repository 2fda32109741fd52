/** Programme titles per category id, mixing the three languages of the lineup. */
export const TITLES: Readonly<Record<number, readonly string[]>> = {
  1: ['Le Journal', 'Tagesschau Kompakt', 'Evening News', 'Le 19:30', 'Weltspiegel', 'World Report'],
  2: [
    'La Dernière Vague',
    'Der Gletscher',
    'Midnight Harbour',
    'Les Enfants du Lac',
    'Nebel über Bern',
    'The Quiet Orchard',
    'Le Mystère Vauclair',
    'Ferne Gipfel',
  ],
  3: ['Détectives', 'Die Ermittler', 'Harbour Street'],
  4: ['Grand Match', 'Sport Aktuell', 'Match Day', 'Le Tour en Direct', 'Ski Alpin Weltcup', 'Tennis Masters'],
  5: ['Questions pour un Génie', 'Das grosse Quiz', 'Saturday Night Live Show', 'La Boîte à Rire'],
  6: ['Les Petits Génies', 'Kinderzeit', 'Cartoon Hour', 'Lila et le Dragon'],
  7: ['Planète Sauvage', 'Unsere Alpen', 'Ocean Life', 'Les Secrets du Rhône', 'Vulkane der Welt'],
  9: ['Temps Présent', 'Kassensturz', 'Consumer Watch', 'Mise au Point'],
  10: ['Live aus dem Hallenstadion', 'Les Nuits du Jazz', 'Top Charts', 'Classic Moments'],
  11: ['Faut pas Croire', 'Kulturplatz', 'Museum Nights', 'Histoire Vivante'],
  12: ['Les Apprentis Chefs', 'Bauernhof sucht Liebe', 'Island Escape', 'Mon Chalet de Rêve'],
};

/** Series: each channel has one signature series, with seasons and episode titles. */
export const SERIES: readonly { title: string; episodes: readonly string[]; seasons: number }[] = [
  {
    title: 'Détectives',
    episodes: ['Le Pont', 'Fausse Piste', 'La Nuit du Lac', 'Le Témoin', 'Double Jeu', 'Dernier Acte'],
    seasons: 4,
  },
  {
    title: 'Die Ermittler',
    episodes: ['Schatten', 'Der Zeuge', 'Eiskalt', 'Spurensuche', 'Das Alibi', 'Finale'],
    seasons: 6,
  },
  {
    title: 'Harbour Street',
    episodes: ['Low Tide', 'The Ferry', 'Storm Warning', 'Lighthouse', 'Old Debts', 'Homecoming'],
    seasons: 3,
  },
  {
    title: 'Chalet 21',
    episodes: ['Arrivée', 'La Tempête', 'Secrets', 'Avalanche', 'Le Départ', 'Retour'],
    seasons: 2,
  },
  {
    title: 'Bergdoktor Junior',
    episodes: ['Notfall', 'Der Sturz', 'Heimweh', 'Neue Wege', 'Bergluft', 'Abschied'],
    seasons: 5,
  },
  { title: 'Silicon Lake', episodes: ['Launch', 'Pivot', 'Burn Rate', 'Exit', 'Reboot', 'IPO'], seasons: 2 },
];

/** Descriptions built from a few sentences per category meta. */
export const DESCRIPTIONS: Readonly<Record<string, string>> = {
  news: "L'actualité suisse et internationale, avec reportages et invités.",
  movie: 'Un drame intense porté par une distribution remarquable, entre lacs et montagnes.',
  serie: 'Une enquête à rebondissements qui mène nos héros des quais de la ville aux cols alpins.',
  sport: 'Toutes les images et les temps forts, commentés en direct.',
  entertainment: 'Jeux, rires et invités surprises pour toute la famille.',
  kids: 'Des aventures pleines de découvertes pour les plus jeunes.',
  documentary: 'Un voyage au cœur de la nature et de ceux qui la protègent.',
  magazine: 'Enquêtes et décryptages sur les sujets qui font débat.',
  music: 'Les plus grands artistes sur scène, en concert exceptionnel.',
  culture: 'Rencontres, livres et expositions : le meilleur de la vie culturelle.',
  reality: 'Des candidats relèvent des défis inattendus, semaine après semaine.',
};
