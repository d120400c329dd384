import { describe, expect, it } from 'vitest';
import { createLibraryItemSchema } from './library.ts';
import { copyUrl, embedUrl, googleLink, libraryLinks, shareUrl } from './library-urls.ts';

const FORM_ID = '1FAIpQLSf_abcDEF123456';
const DOC_ID = '1AbCdEfGhIjKlMnOpQrStUvWxYz0123456789';

describe('Google links', () => {
  it('recognises forms, docs and sheets, with or without a Workspace segment', () => {
    expect(googleLink(`https://docs.google.com/forms/d/${FORM_ID}/edit`)).toEqual({
      kind: 'form',
      id: FORM_ID,
      published: false,
    });
    expect(googleLink(`https://docs.google.com/forms/d/e/${FORM_ID}/viewform?usp=sf_link`)).toEqual({
      kind: 'form',
      id: FORM_ID,
      published: true,
    });
    expect(googleLink(`https://docs.google.com/document/d/${DOC_ID}/edit#heading=h.1`)?.kind).toBe('doc');
    expect(googleLink(`https://docs.google.com/a/benson.k12.us/spreadsheets/d/${DOC_ID}/edit`)?.kind).toBe(
      'sheet',
    );
  });

  it('refuses other hosts, http, and links without a document id', () => {
    expect(googleLink(`http://docs.google.com/document/d/${DOC_ID}/edit`)).toBeNull();
    expect(googleLink(`https://docs.google.com.evil.io/document/d/${DOC_ID}/edit`)).toBeNull();
    expect(googleLink(`https://evil.io/docs.google.com/document/d/${DOC_ID}`)).toBeNull();
    expect(googleLink('https://docs.google.com/document/u/0/')).toBeNull();
    expect(googleLink('https://docs.google.com/document/d/short/edit')).toBeNull();
    expect(googleLink('not a url')).toBeNull();
  });

  it('derives the embed url: a form’s viewform?embedded=true, a doc’s or sheet’s preview', () => {
    expect(embedUrl(`https://docs.google.com/forms/d/${FORM_ID}/edit`)).toBe(
      `https://docs.google.com/forms/d/${FORM_ID}/viewform?embedded=true`,
    );
    expect(embedUrl(`https://docs.google.com/forms/d/e/${FORM_ID}/viewform`)).toBe(
      `https://docs.google.com/forms/d/e/${FORM_ID}/viewform?embedded=true`,
    );
    expect(embedUrl(`https://docs.google.com/spreadsheets/d/${DOC_ID}/edit#gid=0`)).toBe(
      `https://docs.google.com/spreadsheets/d/${DOC_ID}/preview`,
    );
    expect(embedUrl('https://example.com/policy.pdf')).toBeNull();
  });

  it('rewrites an edit url to its share view and leaves other links alone', () => {
    expect(shareUrl(`https://docs.google.com/document/d/${DOC_ID}/edit?usp=drivesdk`)).toBe(
      `https://docs.google.com/document/d/${DOC_ID}/view`,
    );
    expect(shareUrl(`https://docs.google.com/forms/d/${FORM_ID}/edit`)).toBe(
      `https://docs.google.com/forms/d/${FORM_ID}/viewform`,
    );
    expect(shareUrl('https://example.com/x')).toBe('https://example.com/x');
  });

  it('gives the copy url of a document id, none for a published form or another site', () => {
    expect(copyUrl(`https://docs.google.com/document/d/${DOC_ID}/edit`)).toBe(
      `https://docs.google.com/document/d/${DOC_ID}/copy`,
    );
    expect(copyUrl(`https://docs.google.com/forms/d/e/${FORM_ID}/viewform`)).toBeNull();
    expect(libraryLinks('https://example.com/x')).toEqual({
      embedUrl: null,
      shareUrl: 'https://example.com/x',
      copyUrl: null,
    });
  });
});

describe('library items', () => {
  const item = {
    area: 'assessment' as const,
    title: 'Security survey',
    category: 'security',
    kind: 'form',
    url: `https://docs.google.com/forms/d/${FORM_ID}/edit`,
  };
  const message = (v: unknown) => createLibraryItemSchema.safeParse(v).error?.issues[0]?.message;

  it('accepts an https link of the item’s kind', () => {
    expect(createLibraryItemSchema.parse(item).status).toBe('active');
  });
  it('refuses http, a link of another kind, and a category or doc type of the other area', () => {
    expect(message({ ...item, url: 'http://example.com/x' })).toBe('URL must be an https:// link');
    expect(message({ ...item, kind: 'doc' })).toBe('This link is a Google Form, not a Doc');
    expect(message({ ...item, category: 'equipment' })).toMatch(/^Category must be one of: infrastructure/);
    expect(message({ ...item, docType: 'procedure' })).toMatch(/^Doc type must be one of: assessment_report/);
  });
});
