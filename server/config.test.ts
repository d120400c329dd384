import { describe, expect, it } from 'vitest';
import { loadConfig } from './config.ts';

describe('loadConfig', () => {
  it('defaults to port 5000 on 127.0.0.1, ./data and demo mode with the embedded database', () => {
    const c = loadConfig({});
    expect(c.port).toBe(5000);
    expect(c.host).toBe('127.0.0.1');
    expect(c.demoForced).toBe(false);
    expect(c.dataDir.endsWith('/data')).toBe(true);
    expect(c.demoMode).toBe(true);
    expect(c.google).toBeNull();
    expect(c.publicUrl).toBe('http://localhost:5000');
  });

  it('serves metrics to loopback unless METRICS_TOKEN (16+ characters) is set, and stops within 25 s unless told', () => {
    expect(loadConfig({})).toMatchObject({ metricsToken: undefined, shutdownTimeoutMs: 25_000 });
    expect(loadConfig({ METRICS_TOKEN: 'a'.repeat(16), SHUTDOWN_TIMEOUT_SECONDS: '5' })).toMatchObject({
      metricsToken: 'a'.repeat(16),
      shutdownTimeoutMs: 5000,
    });
    expect(() => loadConfig({ METRICS_TOKEN: 'short' })).toThrow(
      /METRICS_TOKEN: must be at least 16 characters/,
    );
    expect(() => loadConfig({ SHUTDOWN_TIMEOUT_SECONDS: '-1' })).toThrow(/SHUTDOWN_TIMEOUT_SECONDS/);
  });

  it('turns demo mode off by default with DATABASE_URL, unless told', () => {
    expect(loadConfig({ DATABASE_URL: 'postgres://x@h/db' }).demoMode).toBe(false);
    expect(loadConfig({ DATABASE_URL: 'postgres://x@h/db', DEMO_MODE: 'true' }).demoMode).toBe(true);
  });

  it('turns demo mode off by default when other machines can reach the server, and marks it forced when said', () => {
    expect(loadConfig({ HOST: '0.0.0.0' }).demoMode).toBe(false);
    expect(loadConfig({ HOST: '192.168.1.20' }).demoMode).toBe(false);
    expect(loadConfig({ HOST: 'localhost' }).demoMode).toBe(true);
    expect(loadConfig({ HOST: '::1' }).demoMode).toBe(true);
    const forced = loadConfig({ HOST: '0.0.0.0', DEMO_MODE: 'true' });
    expect(forced).toMatchObject({ demoMode: true, demoForced: true });
    expect(loadConfig({ DEMO_MODE: 'false' }).demoMode).toBe(false);
  });

  it('accepts browser writes only from PUBLIC_URL’s origin (and Vite’s in development)', () => {
    expect(
      loadConfig({ NODE_ENV: 'production', PUBLIC_URL: 'https://it.example.org/' }).allowedOrigins,
    ).toEqual(['https://it.example.org']);
    expect(loadConfig({ NODE_ENV: 'development' }).allowedOrigins).toContain('http://localhost:5173');
  });

  it('answers to PUBLIC_URL’s host, ALLOWED_HOSTS and Vite’s in development; loopback names on a loopback HOST', () => {
    const c = loadConfig({
      NODE_ENV: 'production',
      PUBLIC_URL: 'https://it.example.org',
      ALLOWED_HOSTS: ' Portal-Internal , proxy.lan:8080,',
    });
    expect(c.allowedHosts).toEqual([
      { name: 'it.example.org', port: '443' },
      { name: 'portal-internal', port: null },
      { name: 'proxy.lan', port: '8080' },
    ]);
    expect(c.loopback).toBe(true);
    expect(loadConfig({ HOST: '0.0.0.0' }).loopback).toBe(false);
    expect(loadConfig({ NODE_ENV: 'development' }).allowedHosts).toContainEqual({
      name: 'localhost',
      port: '5173',
    });
    expect(() => loadConfig({ ALLOWED_HOSTS: 'ok.example, http://bad.example/' })).toThrow(
      /ALLOWED_HOSTS: "http:\/\/bad.example\/" is not a name or name:port/,
    );
  });

  it('refuses the remote calls’ escape hatch in production', () => {
    expect(
      loadConfig({ NODE_ENV: 'test', INTEGRATIONS_ALLOW_INSECURE: 'true' }).integrationsAllowInsecure,
    ).toBe(true);
    expect(() => loadConfig({ NODE_ENV: 'production', INTEGRATIONS_ALLOW_INSECURE: 'true' })).toThrow(
      /INTEGRATIONS_ALLOW_INSECURE: is for tests and labs only/,
    );
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
