import { describe, expect, it } from 'vitest';
import { codeKey, editDistance, matchName, namesPerson, tokensOf, wordSimilarity } from './sparky-fuzzy.ts';

describe('fuzzy matching of names', () => {
  it('counts edits, a swap of two letters as one', () => {
    expect(editDistance('incident', 'incidnet')).toBe(1);
    expect(editDistance('guardian', 'guardain')).toBe(1);
    expect(editDistance('kami', 'kami')).toBe(0);
  });

  it('allows a typo in long words only, and never in numbers or short words', () => {
    expect(wordSimilarity('schoolgy', 'schoology')).toBe(0.9);
    expect(wordSimilarity('iq', 'io')).toBe(0);
    expect(wordSimilarity('0412', '0421')).toBe(0);
    expect(wordSimilarity('panel', 'activpanel')).toBe(0.8);
    expect(wordSimilarity('mgmt', 'management')).toBe(0.7);
  });

  it('explains the asked words by a record’s words, joined, split or as initials', () => {
    expect(matchName(['brain', 'pop'], tokensOf('BrainPOP')).explained).toBe(1);
    expect(matchName(['core', '5'], tokensOf('Lexia Core5')).explained).toBe(1);
    expect(matchName(['adobe', 'cc'], tokensOf('Adobe Creative Cloud')).explained).toBeCloseTo(0.9);
    const school = matchName(['jamf', 'school'], tokensOf('Jamf School'));
    const pro = matchName(['jamf', 'school'], tokensOf('Jamf Pro'));
    expect(school.explained).toBeGreaterThan(pro.explained);
    expect(matchName(['lightspeed', 'filter'], tokensOf('Securly Filter')).explained).toBe(0.5);
  });

  it('names a person only when every part of the name is there', () => {
    expect(
      namesPerson(tokensOf('what does maria gonzales have'), tokensOf('Maria Gonzalez')),
    ).toBeGreaterThan(0.9);
    expect(namesPerson(tokensOf('what does maria lopez have'), tokensOf('Maria Gonzalez'))).toBe(0);
  });

  it('reads tags and serials however written', () => {
    expect(codeKey('BEN-CB-0412')).toBe(codeKey('ben cb 412'));
    expect(codeKey('A-0007')).toBe('a7');
  });
});
