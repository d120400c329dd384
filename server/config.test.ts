import { describe, expect, it } from 'vitest';
import { loadConfig } from './config.ts';

describe('loadConfig', () => {
  it('defaults to port 5000, ./data and demo mode with the embedded database', () => {
    const c = loadConfig({});
    expect(c.port).toBe(5000);
    expect(c.dataDir.endsWith('/data')).toBe(true);
    expect(c.demoMode).toBe(true);
    expect(c.google).toBeNull();
    expect(c.publicUrl).toBe('http://localhost:5000');
  });

  it('turns demo mode off by default with DATABASE_URL, unless told', () => {
    expect(loadConfig({ DATABASE_URL: 'postgres://x@h/db' }).demoMode).toBe(false);
    expect(loadConfig({ DATABASE_URL: 'postgres://x@h/db', DEMO_MODE: 'true' }).demoMode).toBe(true);
  });

  it('enables Google only with both id and secret; secure cookies behind https', () => {
    expect(loadConfig({ GOOGLE_CLIENT_ID: 'a' }).google).toBeNull();
    expect(loadConfig({ GOOGLE_CLIENT_ID: 'a', GOOGLE_CLIENT_SECRET: 'b' }).google?.issuer).toBe(
      'https://accounts.google.com',
    );
    expect(loadConfig({ PUBLIC_URL: 'https://portal.example.org/' }).secureCookies).toBe(true);
  });

  it('lists every problem at once', () => {
    expect(() => loadConfig({ PORT: 'eighty', DATABASE_URL: 'nope', DEMO_MODE: 'maybe' })).toThrow(
      /PORT[\s\S]*DATABASE_URL[\s\S]*DEMO_MODE/,
    );
  });
});
