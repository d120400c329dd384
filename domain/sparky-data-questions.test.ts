import { describe, expect, it } from 'vitest';
import {
  type DistrictDirectory,
  dataConfidence,
  mayNameRecords,
  readDataQuestion,
} from './sparky-data-questions.ts';

// Another district than the evaluation's, and wordings written for these tests.
const riverside: DistrictDirectory = {
  licenses: [
    { id: 'canvas', name: 'Canvas LMS', vendor: 'Instructure' },
    { id: 'hapara', name: 'Hapara Highlights', vendor: 'Hapara' },
    { id: 'destiny', name: 'Follett Destiny', vendor: 'Follett' },
    { id: 'classroom', name: 'Securly Classroom', vendor: 'Securly' },
    { id: 'aware', name: 'Securly Aware', vendor: 'Securly' },
  ],
  assets: [
    {
      id: 'a1',
      assetTag: 'RSD-00871',
      name: 'HP Chromebook 11 G9',
      serialNumber: '5CG1049QWE',
      assignedTo: 'Ana Ruiz',
    },
    {
      id: 'a2',
      assetTag: 'RSD-00872',
      name: 'HP Chromebook 11 G9',
      serialNumber: '5CG1049QWF',
      assignedTo: null,
    },
    {
      id: 'a3',
      assetTag: 'RSD-01200',
      name: 'Brother HL-L2350 printer',
      serialNumber: 'U64180M1',
      assignedTo: null,
    },
  ],
  people: ['Ana Ruiz', 'Ben Okafor'],
  technicians: ['Ben Okafor'],
  sites: ['Riverside High', 'Oak Park Elementary'],
};
const read = (m: string) => readDataQuestion(m, riverside);

describe('questions naming a license', () => {
  it.each([
    ['when is canvas up for renewal?', 'canvas', 'renewal'],
    ['How much do we spend on Hapara', 'hapara', 'cost'],
    ['follet destiny seats in use', 'destiny', 'seats'],
    ['instructure contract renewal date', 'canvas', 'renewal'],
    ['securly classroom - what does it cost', 'classroom', 'cost'],
  ])('%s', (message, id, aspect) => {
    const q = read(message);
    expect(q).toMatchObject({ kind: 'license', licenseIds: [id] });
    expect(q?.kind === 'license' && q.aspects[0]).toBe(aspect);
  });

  it('names every license a vendor alone could mean', () => {
    expect(read('when does securly renew')).toMatchObject({
      kind: 'license',
      licenseIds: ['classroom', 'aware'],
    });
  });

  it('says a license the district lacks was not found, with the name asked', () => {
    expect(read('When does our Jamf School license renew?')).toMatchObject({
      kind: 'not_found',
      topic: 'license',
      asked: 'Jamf School',
    });
    expect(read('how much is GoGuardian costing us?')).toMatchObject({
      kind: 'not_found',
      asked: 'GoGuardian',
    });
  });

  it('leaves reports, requests and how-tos to the engines', () => {
    for (const m of [
      'Canvas is not loading for my class',
      'we need 40 more Hapara seats',
      'how do I renew the Destiny license?',
      'our securly classroom subscription expired and nothing works',
    ])
      expect(read(m)).toBeNull();
  });
});

describe('questions naming an asset or a person', () => {
  it('finds an asset by tag or serial, written loosely', () => {
    expect(read('where is rsd 871')).toMatchObject({ kind: 'asset', by: 'tag', assetIds: ['a1'] });
    expect(read('who has RSD-01200?')).toMatchObject({ kind: 'asset', assetIds: ['a3'] });
    expect(read('serial 5CG1049QWF')).toMatchObject({ kind: 'asset', by: 'serial', assetIds: ['a2'] });
  });

  it('finds what a person has, with a typo in the name', () => {
    expect(read('what chromebook does Ana Ruiz have?')).toEqual({
      kind: 'asset_of_person',
      person: 'Ana Ruiz',
      quality: 1,
    });
    // Short names must be spelled right ("ruis" could be anyone); a longer one may carry a typo.
    expect(read('does ben okafr have a laptop?')).toEqual({
      kind: 'asset_of_person',
      person: 'Ben Okafor',
      quality: 0.95,
    });
  });

  it('finds an asset by its name, and all of them when several share it', () => {
    expect(read('where is the brother printer')).toMatchObject({
      kind: 'asset',
      by: 'name',
      assetIds: ['a3'],
    });
    expect(read('where is the HP chromebook')).toMatchObject({ kind: 'asset', assetIds: ['a1', 'a2'] });
  });

  it('says a tag or person the district lacks was not found', () => {
    expect(read('who has BEN-CB-0412')).toMatchObject({
      kind: 'not_found',
      topic: 'asset',
      asked: 'BEN-CB-0412',
    });
    expect(read('What laptop does Maria Gonzalez have?')).toMatchObject({
      kind: 'not_found',
      topic: 'person',
      asked: 'Maria Gonzalez',
    });
  });
});

describe('visits and the most urgent ticket', () => {
  it.each([
    ['is a tech coming out today?', 'today'],
    ['visits tomorrow at Oak Park?', 'tomorrow'],
    ["what's ben okafor's schedule tomorrow", 'tomorrow'],
  ])('%s', (message, day) => {
    expect(read(message)).toMatchObject({ kind: 'visits', day });
  });

  it('reads the technician and the site named', () => {
    expect(read('is Ben Okafor visiting tomorrow?')).toMatchObject({ technician: 'Ben Okafor' });
    expect(read('any visits at oak park today?')).toMatchObject({ site: 'Oak Park Elementary' });
  });

  it('leaves a request for a visit and small talk about today alone', () => {
    expect(read('could a tech come tomorrow to fix the bell system')).toBeNull();
    expect(read("what's for lunch today")).toBeNull();
  });

  it.each([
    'which ticket is most urgent right now',
    'what is our top priority ticket?',
    'what should I work on first?',
  ])('the most urgent: %s', (message) => {
    expect(read(message)?.kind).toBe('urgent_ticket');
  });
});

describe('confidence', () => {
  it('grows with the match quality and stays below certainty', () => {
    expect(dataConfidence(1)).toBeGreaterThan(dataConfidence(0.6));
    expect(dataConfidence(1)).toBeLessThan(1);
  });

  it('reads the directory only for messages that may name a record', () => {
    expect(mayNameRecords('hello there')).toBe(false);
    expect(mayNameRecords('kami seats')).toBe(true);
    expect(mayNameRecords('who has RSD-01200')).toBe(true);
  });
});
