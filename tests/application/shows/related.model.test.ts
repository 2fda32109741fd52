import { describe, expect, it } from 'vitest';
import { relatedShows } from '../../../src/application/shows/related.model';
import { aShow } from '../../fakes/shows';

const show = aShow({ id: 'self' });
const other = aShow({ id: 'other', title: 'Autre' });
const third = aShow({ id: 'third', title: 'Troisième' });

describe('related titles of a show (show/details/{id}/c2c/, spec point 7)', () => {
  it('should list the related shows in the order the provider gives', () => {
    expect(relatedShows('self', { status: 'success', data: [other, third] }).map(({ id }) => id)).toEqual([
      'other',
      'third',
    ]);
  });

  it('should list nothing while the call runs or once it failed, so that the section is absent', () => {
    expect(relatedShows('self', { status: 'loading' })).toEqual([]);
    expect(relatedShows('self', { status: 'failure', error: new Error('down') })).toEqual([]);
  });

  it('should leave out the show itself and list each related show once', () => {
    expect(relatedShows('self', { status: 'success', data: [show, other, other, third] }).map(({ id }) => id)).toEqual([
      'other',
      'third',
    ]);
  });
});
