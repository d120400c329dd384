import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  CANNED_LIMITS,
  CANNED_PLACEHOLDERS,
  createCannedResponseSchema,
  CANNED_MESSAGES as M,
  type PlaceholderValues,
  placeholderOf,
  placeholdersIn,
  renderCannedResponse,
  splitTags,
  unknownPlaceholders,
  updateCannedResponseSchema,
} from './canned-responses.ts';

const ALL: PlaceholderValues = {
  'requester.firstName': 'Dana',
  'requester.name': 'Dana Whitfield',
  'ticket.number': 'BENSON-0042',
  'ticket.title': 'Projector in room 4',
  'technician.name': 'Sam Ortiz',
  'district.name': 'Benson Unified School District',
};
const NO_REQUESTER: PlaceholderValues = { ...ALL, 'requester.firstName': null, 'requester.name': null };

const render = (body: string, values: PlaceholderValues = ALL) => renderCannedResponse(body, values).body;

describe('renderCannedResponse', () => {
  it('fills in every placeholder', () => {
    const body = CANNED_PLACEHOLDERS.map((p) => `${p}={{${p}}}`).join('\n');
    expect(render(body)).toBe(CANNED_PLACEHOLDERS.map((p) => `${p}=${ALL[p]}`).join('\n'));
    expect(renderCannedResponse(body, ALL).missing).toEqual([]);
  });

  it('tolerates spaces inside the braces and any letter case', () => {
    expect(render('Hi {{ requester.firstName }}, {{\tticket.number\t}} / {{TECHNICIAN.NAME}}')).toBe(
      'Hi Dana, BENSON-0042 / Sam Ortiz',
    );
  });

  it('fills the same placeholder each time it appears', () => {
    expect(render('{{ticket.number}} and again {{ ticket.number }}')).toBe(
      'BENSON-0042 and again BENSON-0042',
    );
  });

  it('renders a missing value as nothing, without a dangling space, and names it', () => {
    const out = renderCannedResponse(
      'Hi {{requester.firstName}},\n\nThanks for ticket {{ticket.number}}.\n— {{technician.name}}',
      NO_REQUESTER,
    );
    expect(out.body).toBe('Hi,\n\nThanks for ticket BENSON-0042.\n— Sam Ortiz');
    expect(out.missing).toEqual(['requester.firstName']);
  });

  it('takes the space before an empty value along before punctuation, a space or the end', () => {
    const r = (body: string) => render(body, NO_REQUESTER);
    expect(r('Hello {{requester.name}}!')).toBe('Hello!');
    expect(r('Hello {{requester.name}} and welcome')).toBe('Hello and welcome');
    expect(r('Hello {{requester.name}}')).toBe('Hello');
    expect(r('Dear {{requester.name}}\nThanks')).toBe('Dear\nThanks');
    expect(r('(for {{requester.name}})')).toBe('(for)');
  });

  it('takes the spaces after an empty value along at the start of a line', () => {
    expect(render('{{requester.firstName}} asked about {{ticket.title}}.', NO_REQUESTER)).toBe(
      'asked about Projector in room 4.',
    );
    expect(render('Line one\n  {{requester.firstName}} here', NO_REQUESTER)).toBe('Line one\n  here');
  });

  it('keeps an empty value’s neighbours when it sits inside a word', () => {
    expect(render('ID-{{requester.firstName}}-x', NO_REQUESTER)).toBe('ID--x');
  });

  it('treats blank values as missing', () => {
    expect(renderCannedResponse('Hi {{requester.firstName}}.', { 'requester.firstName': '  ' })).toEqual({
      body: 'Hi.',
      missing: ['requester.firstName'],
    });
  });

  it('keeps text that is no placeholder exactly as written', () => {
    expect(render('Use {single} braces, {{ unknown.thing }} and {{ticket.number')).toBe(
      'Use {single} braces, {{ unknown.thing }} and {{ticket.number',
    );
  });

  it('does not read placeholders out of the values it fills in', () => {
    expect(render('{{ticket.title}}', { 'ticket.title': 'Says {{district.name}}' })).toBe(
      'Says {{district.name}}',
    );
  });

  it('changes nothing in a text without placeholders', () => {
    fc.assert(
      fc.property(
        fc.string().filter((s) => !s.includes('{{')),
        (s) => {
          expect(render(s)).toBe(s);
        },
      ),
    );
  });

  it('leaves no placeholder behind when every value is given', () => {
    fc.assert(
      fc.property(
        fc.array(
          fc.oneof(
            fc.constantFrom(...CANNED_PLACEHOLDERS).map((p) => `{{ ${p} }}`),
            fc.string(),
          ),
          {
            maxLength: 12,
          },
        ),
        (parts) => {
          const out = render(parts.join(''));
          for (const p of CANNED_PLACEHOLDERS) expect(out).not.toContain(`{{ ${p} }}`);
        },
      ),
    );
  });
});

describe('placeholders of a text', () => {
  it('lists the known ones once, in order, by their own spelling', () => {
    expect(placeholdersIn('{{ticket.number}} {{ Requester.FirstName }} {{ticket.number}}')).toEqual([
      'ticket.number',
      'requester.firstName',
    ]);
    expect(placeholderOf('  district.NAME ')).toBe('district.name');
    expect(placeholderOf('district')).toBeNull();
  });

  it('lists the unknown ones once, as written, empty braces too', () => {
    expect(
      unknownPlaceholders('{{ ticket.id }} {{requester.email}} {{ticket.id}} {{}} {{ticket.title}}'),
    ).toEqual(['ticket.id', 'requester.email', '']);
  });
});

describe('the payloads', () => {
  const valid = { title: 'Password reset', body: 'Hi {{requester.firstName}}, your password was reset.' };
  const issue = (
    schema: typeof updateCannedResponseSchema | typeof createCannedResponseSchema,
    value: unknown,
  ) => schema.safeParse(value).error?.issues[0]?.message;

  it('takes a title and a body; category, tags and scope have defaults', () => {
    expect(createCannedResponseSchema.parse(valid)).toEqual({
      ...valid,
      category: null,
      tags: [],
      scope: 'district',
    });
  });

  it('refuses an unknown placeholder, naming it and the ones there are', () => {
    expect(issue(updateCannedResponseSchema, { ...valid, body: 'Hi {{ requester.email }}' })).toBe(
      M.unknownPlaceholders(['requester.email']),
    );
    expect(M.unknownPlaceholders(['a', 'b'])).toBe(
      'Unknown placeholders {{a}}, {{b}}. Use {{requester.firstName}}, {{requester.name}}, {{ticket.number}}, {{ticket.title}}, {{technician.name}}, {{district.name}}.',
    );
  });

  it('says what is wrong with each field', () => {
    expect(issue(updateCannedResponseSchema, { ...valid, title: '  ' })).toBe(M.titleRequired);
    expect(issue(updateCannedResponseSchema, { ...valid, title: 'x'.repeat(CANNED_LIMITS.title + 1) })).toBe(
      M.titleTooLong,
    );
    expect(issue(updateCannedResponseSchema, { title: 'x' })).toBe(M.bodyRequired);
    expect(issue(updateCannedResponseSchema, { ...valid, body: 'x'.repeat(CANNED_LIMITS.body + 1) })).toBe(
      M.bodyTooLong,
    );
    expect(issue(updateCannedResponseSchema, { ...valid, category: 'printers' })).toBe(M.category);
    expect(issue(updateCannedResponseSchema, { ...valid, tags: ['x'.repeat(CANNED_LIMITS.tag + 1)] })).toBe(
      M.tagTooLong,
    );
    expect(
      issue(updateCannedResponseSchema, { ...valid, tags: Array(CANNED_LIMITS.tags + 1).fill('a') }),
    ).toBe(M.tooManyTags);
    expect(issue(updateCannedResponseSchema, { ...valid, tags: 'wifi' })).toBe(M.tags);
    expect(issue(updateCannedResponseSchema, { ...valid, tags: [7] })).toBe(M.tags);
    expect(issue(createCannedResponseSchema, { ...valid, scope: 'world' })).toBe(M.scope);
    expect(
      issue(createCannedResponseSchema, {
        ...valid,
        scope: 'provider',
        districtId: '00000000-0000-4000-8000-000000000000',
      }),
    ).toBe(M.providerNoDistrict);
  });

  it('keeps line breaks and tabs, trims the ends and keeps each tag once', () => {
    const parsed = updateCannedResponseSchema.parse({
      ...valid,
      body: '  Line one\n\tLine two  ',
      tags: ['Password', ' password ', '', 'reset'],
    });
    expect(parsed.body).toBe('Line one\n\tLine two');
    expect(parsed.tags).toEqual(['Password', 'reset']);
  });

  it('splits typed tags at commas', () => {
    expect(splitTags(' wifi, , password reset ,')).toEqual(['wifi', 'password reset']);
  });
});
