import { describe, expect, it } from 'vitest';
import {
  cellAction,
  showActions,
  showStates,
  type CellAction,
  type ShowAction,
  type ShowState,
} from '../../../src/domain/shows/show-actions';
import type { ShowFlags } from '../../../src/domain/shows/show-flags';

const none: Pick<
  ShowFlags,
  | 'isCurrent'
  | 'isEnded'
  | 'isPlayable'
  | 'isStartoverable'
  | 'isRecordable'
  | 'isSeriesRecordable'
  | 'isArchiveable'
  | 'isRecorded'
  | 'isDownloadable'
  | 'isArchived'
  | 'isSeriesRecorded'
> = {
  isCurrent: false,
  isEnded: false,
  isPlayable: false,
  isStartoverable: false,
  isRecordable: false,
  isSeriesRecordable: false,
  isArchiveable: false,
  isRecorded: false,
  isDownloadable: false,
  isArchived: false,
  isSeriesRecorded: false,
};
type Flags = typeof none;

describe('show actions in the order a details view lists them (spec points 3 and 6)', () => {
  it.each<[string, Partial<Flags>, ShowAction[]]>([
    ['nothing without a flag', {}, []],
    ['watch live a playable current show', { isPlayable: true, isCurrent: true }, ['watch']],
    ['not watch a current show that is not playable', { isCurrent: true }, []],
    ['replay a playable ended show', { isPlayable: true, isEnded: true }, ['replay']],
    [
      'start over, after watching live',
      { isPlayable: true, isCurrent: true, isStartoverable: true },
      ['watch', 'startover'],
    ],
    ['record, then record the series', { isRecordable: true, isSeriesRecordable: true }, ['record', 'recordSerie']],
    ['archive, then remove a recording', { isRecorded: true, isArchiveable: true }, ['archive', 'removeRecording']],
    [
      'download last',
      { isDownloadable: true, isRecordable: true, isPlayable: true, isCurrent: true },
      ['watch', 'record', 'download'],
    ],
  ])('should %s', (_, flags, expected) => {
    expect(showActions({ ...none, ...flags })).toEqual(expected);
  });
});

describe('what a show already is for the user', () => {
  it.each<[Partial<Flags>, ShowState[]]>([
    [{}, []],
    [{ isRecorded: true }, ['recorded']],
    [{ isRecorded: true, isArchived: true, isSeriesRecorded: true }, ['recorded', 'archived', 'serieRecorded']],
    [{ isSeriesRecorded: true }, ['serieRecorded']],
  ])('with %o should say %o', (flags, expected) => {
    expect(showStates({ ...none, ...flags })).toEqual(expected);
  });
});

describe('the one action a guide cell has room for: playing first, then recording, then the recorded mark', () => {
  it.each<[Partial<Flags>, CellAction]>([
    [{ isPlayable: true, isCurrent: true, isRecordable: true }, 'watch'],
    [{ isPlayable: true, isEnded: true, isRecorded: true }, 'replay'],
    [{ isCurrent: true, isRecordable: true }, 'record'],
    [{ isRecorded: true }, 'recorded'],
    [{ isCurrent: true }, null],
  ])('with %o should be %s', (flags, expected) => {
    expect(cellAction({ ...none, ...flags })).toBe(expected);
  });
});
