import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Show } from '../../../../../src/domain/shows/show';
import type { HomeItem } from '../../../../../src/application/home/home-rows.model';
import type { PersonPicture } from '../../../../../src/application/shows/people.model';
import { HomeCard, type CardContext } from '../../../../../src/ui/web/screens/home/home-card';
import { PersonPictureContent } from '../../../../../src/ui/shared/components/card-kinds-content';
import { ManualClock } from '../../../../fakes/manual-clock';
import { homeChannel, homeShow } from './home-services';
import { renderWithServices } from '../../../render-with-services';

const now = new ManualClock().now();
const channel = { ...homeChannel(1), logo: 'data:image/svg+xml,%3Csvg%2F%3E' };

function context(level: number): CardContext {
  return { screen: '/home', channels: new Map([[channel.id, channel]]), now, level, previewTarget: () => null };
}

/** A show that is on air now (aShow's default) or that starts tomorrow. */
const current = (age: number): Show => homeShow(`age-${age}`, { age });
const future = (age: number): Show =>
  homeShow(`later-${age}`, { age, startDate: now.add({ hours: 24 }), stopDate: now.add({ hours: 25 }) });

function renderCard(item: HomeItem, level = 18) {
  renderWithServices(
    <ul>
      <HomeCard item={item} context={context(level)} />
    </ul>,
  );
  return screen.getByRole('listitem');
}
const renderShow = (show: Show, level = 18) => renderCard({ kind: 'show', key: show.id, show }, level);
const blurredImage = (card: HTMLElement) => card.querySelector('[data-blurred]');

describe('home cards and the parental rules (spec points 5 and 9)', () => {
  describe('Age icons at 10, 12, 16, 18', () => {
    it.each([
      [0, null],
      [9, null],
      [10, '10'],
      [11, '10'],
      [12, '12'],
      [14, '12'],
      [16, '16'],
      [17, '16'],
      [18, '18'],
    ])('should show for a show aged %i the icon %s', (age, icon) => {
      const card = renderShow(current(age));
      const found = within(card).queryByRole('img', { name: /^Déconseillé aux moins de/ });
      expect(found?.textContent ?? null).toBe(icon);
      if (icon !== null) expect(found?.getAttribute('aria-label')).toBe(`Déconseillé aux moins de ${icon} ans`);
    });
  });

  describe('A lock icon shows when parental control requires a challenge', () => {
    it.each([
      { age: 12, level: 12, locked: false },
      { age: 16, level: 12, locked: true },
      { age: 10, level: 0, locked: true },
      { age: 0, level: 0, locked: false },
      { age: 18, level: 18, locked: true },
    ])('should lock a show aged $age for level $level: $locked', ({ age, level, locked }) => {
      const card = renderShow(current(age), level);
      expect(within(card).queryByRole('img', { name: 'Code parental requis' }) !== null).toBe(locked);
    });
  });

  describe('The image is blurred for a current show that needs a blur challenge', () => {
    it.each([
      { when: 'current', age: 16, level: 12, blurred: true },
      { when: 'current', age: 18, level: 18, blurred: true },
      { when: 'current', age: 12, level: 10, blurred: false },
      { when: 'current', age: 16, level: 16, blurred: false },
      { when: 'future', age: 18, level: 12, blurred: false },
    ])('should blur a $when show aged $age for level $level: $blurred', ({ when, age, level, blurred }) => {
      const card = renderShow(when === 'current' ? current(age) : future(age), level);
      expect(blurredImage(card) !== null).toBe(blurred);
    });

    it('should keep the lock on a future show it does not blur', () => {
      const card = renderShow(future(18), 12);
      expect(blurredImage(card)).toBeNull();
      within(card).getByRole('img', { name: 'Code parental requis' });
    });
  });

  describe('Card heights 240, 170 (image), 130 (categories), 70 (channels); widths 300, 120; VOD 224x330', () => {
    const show = homeShow('sized');
    it.each<[string, number, number, HomeItem]>([
      ['show', 300, 240, { kind: 'show', key: 'a', show }],
      ['series', 300, 240, { kind: 'serie', key: 'b', serieId: 'serie-ch1', title: 'Série', episodes: [show] }],
      ['channel', 120, 70, { kind: 'channel', key: 'c', channel }],
      ['category', 300, 130, { kind: 'category', key: 'd', category: { id: 5, name: 'Divertissement' } }],
      ['person', 120, 170, { kind: 'person', key: 'e', name: 'Camille Laurent' }],
      [
        'VOD',
        224,
        330,
        {
          kind: 'vod',
          key: 'f',
          element: {
            showId: 'v1',
            seasonId: '',
            categoryId: 44856,
            name: 'Film',
            logo: 'data:image/svg+xml,%3Csvg%2F%3E',
            description: '',
            year: 2020,
            adult: false,
            products: [],
          },
        },
      ],
    ])('should give a %s card %ipx wide and %ipx high', (_, width, height, item) => {
      const card = renderCard(item);
      expect(card.style.width).toBe(`${width}px`);
      expect(card.style.height).toBe(`${height}px`);
    });

    it('should give a show card an image 170px high', () => {
      const card = renderShow(show);
      const image = within(card).getByRole('link').firstElementChild as HTMLElement;
      expect(image.style.height).toBe('170px');
    });
  });

  describe('when a card is opened', () => {
    it('should lead a show card to its overlay over the home screen', () => {
      const card = renderShow(homeShow('s 1'));
      expect(within(card).getByRole('link').getAttribute('href')).toBe('/home/show/s%201');
    });

    it('should lead a person card to the people overlay', () => {
      const card = renderCard({ kind: 'person', key: 'p', name: 'Camille Laurent' });
      expect(within(card).getByRole('link').getAttribute('href')).toBe('/home/people/Camille%20Laurent');
    });
  });
});

describe('card pictures (issue 14: a catalogue that looks real)', () => {
  it("should show a show's own picture at once (its slot draws it only near the view), at the size of the card's image, over its placeholder", () => {
    const card = renderShow(homeShow('pictured', { image: '/api/cache/images/show.svg?c=1&t=Journal' }));
    const picture = card.querySelector('img[data-cover]');
    expect(picture?.getAttribute('src')).toBe('/api/cache/images/show.svg?c=1&t=Journal');
    expect(picture?.getAttribute('loading')).toBe('eager');
    expect([picture?.getAttribute('width'), picture?.getAttribute('height')]).toEqual(['300', '170']);
    expect((picture?.parentElement as HTMLElement).style.height).toBe('170px');
  });

  it('should load a portrait drawn outside a card slot lazily (the browser then holds back what is far from the view)', () => {
    const { container } = render(
      <PersonPictureContent picture={{ kind: 'portrait', url: '/api/cache/images/portrait.svg?c=0&t=A' }} />,
    );
    expect(container.querySelector('img')?.getAttribute('loading')).toBe('lazy');
  });

  it("should fall back to the channel's logo for a show without a picture", () => {
    const card = renderShow(homeShow('plain'));
    expect(card.querySelector('img[data-cover]')).toBeNull();
    expect(card.querySelector('img')?.getAttribute('src')).toBe(channel.logo);
  });

  describe("when the card is a person's", () => {
    const person = (picture: PersonPicture): HomeItem => ({
      kind: 'person',
      key: 'p',
      name: 'Camille Laurent',
      picture,
    });

    it("should show their portrait at once, covering the placeholder that already fills the picture's room", () => {
      const card = renderCard(
        person({ kind: 'portrait', url: '/api/cache/images/portrait.svg?c=0&t=Camille%20Laurent' }),
      );
      const picture = card.querySelector('img[data-cover]');
      expect([picture?.getAttribute('src'), picture?.getAttribute('loading')]).toEqual([
        '/api/cache/images/portrait.svg?c=0&t=Camille%20Laurent',
        'eager',
      ]);
      expect(within(card).queryByText('CL')).toBeNull();
      expect(within(card).getByRole('link', { name: 'Camille Laurent' })).toBeTruthy();
    });

    it('should show only the placeholder while it is not known whether they have a portrait', () => {
      const card = renderCard(person({ kind: 'pending' }));
      expect(card.querySelector('img')).toBeNull();
      expect(within(card).queryByText('CL')).toBeNull();
      expect(card.style.height).toBe('170px');
    });

    it('should show their initials when they have no portrait', () => {
      const card = renderCard(person({ kind: 'initials', initials: 'CL' }));
      expect(card.querySelector('img')).toBeNull();
      expect(within(card).getByText('CL')).toBeTruthy();
    });
  });
});
