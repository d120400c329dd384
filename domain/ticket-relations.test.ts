import { describe, expect, it } from 'vitest';
import {
  bestSuggestion,
  linkPair,
  RELATION_MESSAGES as M,
  mergeRefusal,
  SUGGESTION_MIN_FIT,
  watchersAfterMerge,
} from './ticket-relations.ts';

const side = (id: string, extra: Partial<Parameters<typeof mergeRefusal>[0]> = {}) => ({
  id,
  districtId: 'd1',
  ticketNumber: `B-${id}`,
  mergedInto: null,
  ...extra,
});

describe('mergeRefusal', () => {
  it('allows two open tickets of one district', () => {
    expect(mergeRefusal(side('1'), side('2'))).toBeNull();
  });
  it('refuses itself, another district, a merged source and a merged target, in that order', () => {
    expect(mergeRefusal(side('1'), side('1'))).toBe(M.mergeIntoItself);
    expect(mergeRefusal(side('1', { mergedInto: 'B-9' }), side('2', { districtId: 'd2' }))).toBe(
      M.otherDistrict,
    );
    expect(mergeRefusal(side('1', { mergedInto: 'B-9' }), side('2', { mergedInto: 'B-8' }))).toBe(
      M.alreadyMerged('B-9'),
    );
    expect(mergeRefusal(side('1'), side('2', { mergedInto: 'B-8' }))).toBe(M.targetMerged('B-2', 'B-8'));
  });
});

describe('watchersAfterMerge', () => {
  it('adds the source requester and watchers once, not the target requester nor its watchers', () => {
    expect(
      watchersAfterMerge(
        { requesterId: 'r1', watcherIds: ['w1', 'w2', 'r2', 'w1'] },
        { requesterId: 'r2', watcherIds: ['w2'] },
      ),
    ).toEqual(['r1', 'w1']);
    expect(
      watchersAfterMerge({ requesterId: null, watcherIds: [] }, { requesterId: null, watcherIds: [] }),
    ).toEqual([]);
  });
});

describe('linkPair', () => {
  it('stores a pair the same way from either side', () => {
    expect(linkPair('b', 'a')).toEqual({ ticketId: 'a', linkedId: 'b' });
    expect(linkPair('a', 'b')).toEqual(linkPair('b', 'a'));
  });
});

describe('bestSuggestion', () => {
  const c = (kind: 'article' | 'canned_response', fit: number) => ({
    kind,
    id: `${kind}${fit}`,
    title: 'x',
    fit,
  });
  it('takes the best fit above the bar, a canned response on a tie', () => {
    expect(bestSuggestion([c('article', 0.7), c('canned_response', 0.6)])).toMatchObject({ kind: 'article' });
    expect(bestSuggestion([c('article', 0.7), c('canned_response', 0.7)])).toMatchObject({
      kind: 'canned_response',
    });
  });
  it('says nothing when nothing reaches the bar', () => {
    expect(bestSuggestion([c('article', SUGGESTION_MIN_FIT - 0.01)])).toBeNull();
    expect(bestSuggestion([])).toBeNull();
  });
});
