import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { initialsOf, loginSchema, MESSAGES, registerSchema } from './auth.ts';

const firstMessage = (r: { success: boolean; error?: { issues: { message: string }[] } }) =>
  r.error?.issues[0]?.message;

describe('registration rules', () => {
  const ok = { email: 'a@b.org', password: 'secret1', confirmPassword: 'secret1', firstName: 'Ann' };
  it('accepts a missing last name', () => {
    expect(registerSchema.parse(ok).lastName).toBe('');
  });
  it('gives the product’s messages', () => {
    expect(firstMessage(registerSchema.safeParse({ ...ok, firstName: '' }))).toBe(
      MESSAGES.missingRegister.description,
    );
    expect(
      firstMessage(registerSchema.safeParse({ ...ok, password: '12345', confirmPassword: '12345' })),
    ).toBe(MESSAGES.weakPassword.description);
    expect(firstMessage(registerSchema.safeParse({ ...ok, confirmPassword: 'secret2' }))).toBe(
      MESSAGES.passwordMismatch.description,
    );
  });
  it('normalizes the email', () => {
    expect(loginSchema.parse({ email: ' Ann@B.ORG ', password: 'x' }).email).toBe('ann@b.org');
  });
  it('never throws on arbitrary input', () => {
    fc.assert(fc.property(fc.anything(), (v) => void registerSchema.safeParse(v)));
  });
});

describe('initialsOf', () => {
  it('takes the first letters', () => {
    expect(initialsOf('maria', 'lopez')).toBe('ML');
    expect(initialsOf('Cher', '')).toBe('C');
    expect(initialsOf('', '')).toBe('?');
  });
});
