import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseSync } from '@swc/core';
import { describe, expect, it } from 'vitest';

// No words written into the screens (docs/development.md, Adding a string): their texts come from
// the catalogues (domain/locales) through t(). This reads the JSX of every file of client/src and
// lists any text child, or any text-bearing attribute, written as a literal.

const ROOT = join(import.meta.dirname, '..');

const FILES = (readdirSync(ROOT, { recursive: true }) as string[])
  .filter((f) => f.endsWith('.tsx') && !f.endsWith('.test.tsx'))
  .sort();

/** Attributes whose value people read or hear. */
const TEXT_ATTRIBUTES = new Set([
  'label',
  'title',
  'description',
  'placeholder',
  'aria-label',
  'hint',
  'alt',
  'loading',
  'failed',
  'submit',
  'message',
  'what',
  'emptyText',
]);

/** Names, not words: the same in every language. */
const NAMES = new Set(['Five Star', 'FS Analysis · FS Ascend · FS Altitude · FS Apex']);

const hasWords = (s: string) => /\p{L}{2,}/u.test(s) && !NAMES.has(s.trim());

type Node = { type?: string; span?: { start: number }; [key: string]: unknown };

function literalText(node: Node | undefined): string | null {
  if (!node) return null;
  if (node.type === 'StringLiteral') return node.value as string;
  if (node.type === 'TemplateLiteral')
    return (node.quasis as { cooked?: string; raw: string }[]).map((q) => q.cooked ?? q.raw).join('{}');
  return null;
}

const hardCoded = (file: string) => wordsIn(readFileSync(join(ROOT, file), 'utf8'));

function wordsIn(code: string): string[] {
  const ast = parseSync(code, { syntax: 'typescript', tsx: true }) as unknown as Node;
  const found: string[] = [];
  const visit = (node: unknown, parent?: Node): void => {
    if (Array.isArray(node)) {
      for (const item of node) visit(item, parent);
      return;
    }
    if (!node || typeof node !== 'object') return;
    const n = node as Node;
    if (n.type === 'JSXText' && hasWords(n.value as string)) found.push((n.value as string).trim());
    if (n.type === 'JSXExpressionContainer' && parent?.type === 'JSXElement') {
      const text = literalText(n.expression as Node);
      if (text && hasWords(text)) found.push(text);
    }
    if (n.type === 'JSXAttribute') {
      const name = (n.name as Node).value as string;
      const value = n.value as Node | undefined;
      const text =
        value?.type === 'JSXExpressionContainer' ? literalText(value.expression as Node) : literalText(value);
      // An image's `loading` is a mode (lazy, eager), not words.
      const mode = name === 'loading' && (text === 'lazy' || text === 'eager');
      if (TEXT_ATTRIBUTES.has(name) && text && hasWords(text) && !mode) found.push(`${name}="${text}"`);
    }
    for (const [key, child] of Object.entries(n)) if (key !== 'span') visit(child, n);
  };
  visit(ast);
  return found;
}

describe('the screens write no words of their own', () => {
  for (const file of FILES)
    it(file, () => {
      expect(hardCoded(file)).toEqual([]);
    });

  it('notices words written into the JSX (a staff screen, still in English)', () => {
    const screen = `export const Profile = () => (
      <Card title="Your profile">
        <CardTitle>Profile</CardTitle>
        <Button aria-label={'Change your name'}>Change name</Button>
      </Card>
    );`;
    expect(wordsIn(screen)).toEqual([
      'title="Your profile"',
      'Profile',
      'aria-label="Change your name"',
      'Change name',
    ]);
  });
});
