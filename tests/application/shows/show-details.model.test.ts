import { describe, expect, it } from 'vitest';
import {
  CREDIT_ROLES,
  creditGroups,
  episodeName,
  serieDetailRows,
  showDescription,
  showDetailRows,
  showSubtitle,
} from '../../../src/application/shows/show-details.model';
import { aShow } from '../../fakes/shows';

const show = aShow();
const noCredits = { actor: [], director: [], presenter: [], author: [], company: [] };

describe('the show overlay view: what it says of a show, in both layouts', () => {
  it('should say the subtitle, then the season and the episode', () => {
    expect(showSubtitle({ ...show, subTitle: 'Le retour', serieSeason: 2, serieEpNum: 5 })).toEqual({
      text: 'Le retour',
      parts: [
        { key: 'overlay_season', params: { number: 2 } },
        { key: 'overlay_episode', params: { number: 5 } },
      ],
    });
  });

  it('should leave out what a show does not have, and say nothing without any of it', () => {
    expect(showSubtitle({ ...show, serieEpNum: 3 })).toEqual({
      text: '',
      parts: [{ key: 'overlay_episode', params: { number: 3 } }],
    });
    expect(showSubtitle(show)).toBeNull();
  });

  it('should describe with the long description, else the short one, else not at all', () => {
    expect(showDescription({ ...show, description: 'Long', shortDescription: 'Short' })).toBe('Long');
    expect(showDescription({ ...show, description: '', shortDescription: 'Short' })).toBe('Short');
    expect(showDescription(show)).toBeNull();
  });

  it('should give every detail a show has: channel, times, year, country, rating, and always the age', () => {
    const full = { ...show, year: 2024, country: 'CH', rating: 4, age: 12 };
    expect(showDetailRows(full, 'RTS 1')).toEqual([
      { labelKey: 'overlay_channel', value: { kind: 'plain', text: 'RTS 1' } },
      { labelKey: 'overlay_when', value: { kind: 'times', start: show.startDate, stop: show.stopDate } },
      { labelKey: 'overlay_year', value: { kind: 'plain', text: '2024' } },
      { labelKey: 'overlay_country', value: { kind: 'plain', text: 'CH' } },
      { labelKey: 'overlay_rating', value: { kind: 'text', key: 'overlay_rating_value', params: { value: 4 } } },
      { labelKey: 'overlay_age', value: { kind: 'text', key: 'overlay_age_value', params: { age: 12 } } },
    ]);
  });

  it('should say a show without an age is for all ages, and keep a rating of 0', () => {
    expect(showDetailRows({ ...show, rating: 0 }, null).map((row) => row.labelKey)).toEqual([
      'overlay_when',
      'overlay_rating',
      'overlay_age',
    ]);
    expect(showDetailRows(show, null).at(-1)).toEqual({
      labelKey: 'overlay_age',
      value: { kind: 'text', key: 'overlay_all_ages' },
    });
  });

  it('should list the credits by role in their order, people to open and companies as plain names', () => {
    expect(CREDIT_ROLES).toEqual(['actor', 'director', 'presenter', 'author', 'company']);
    expect(creditGroups({ ...noCredits, company: ['SRG'], actor: ['Léa'], director: ['Max'] })).toEqual([
      { role: 'actor', labelKey: 'credit_actor', names: ['Léa'], people: true },
      { role: 'director', labelKey: 'credit_director', names: ['Max'], people: true },
      { role: 'company', labelKey: 'credit_company', names: ['SRG'], people: false },
    ]);
    expect(creditGroups(noCredits)).toEqual([]);
  });
});

describe('the serie overlay view', () => {
  it('should name an episode by its number and subtitle, else its title', () => {
    expect(episodeName({ ...show, serieEpNum: 4, subTitle: 'Le retour' })).toEqual({
      number: { key: 'overlay_episode', params: { number: 4 } },
      title: 'Le retour',
    });
    expect(episodeName(show)).toEqual({ number: null, title: 'Le Journal' });
  });

  it('should give the year and the country a series has', () => {
    expect(serieDetailRows({ year: 2026, country: 'CH' })).toEqual([
      { labelKey: 'overlay_year', value: { kind: 'plain', text: '2026' } },
      { labelKey: 'overlay_country', value: { kind: 'plain', text: 'CH' } },
    ]);
    expect(serieDetailRows({ year: 0, country: '' })).toEqual([]);
  });
});
