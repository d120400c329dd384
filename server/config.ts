import path from 'node:path';
import { z } from 'zod';
import { type HostName, hostOfUrl, parseHost } from './lib/host-names.ts';

const bool = z
  .enum(['1', '0', 'true', 'false', 'on', 'off', 'yes', 'no'])
  .transform((v) => ['1', 'true', 'on', 'yes'].includes(v));

const envSchema = z
  .object({
    NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
    PORT: z.coerce.number().int().min(0).max(65535).default(5000),
    HOST: z.string().default('127.0.0.1'),
    DATABASE_URL: z.string().url().optional(),
    DATA_DIR: z.string().default('./data'),
    DEMO_MODE: bool.optional(),
    /** Off only to measure what the answer caches save (npm run bench -- morning). */
    ANSWER_CACHE: bool.default(true),
    PUBLIC_URL: z.string().url().optional(),
    ALLOWED_HOSTS: z
      .string()
      .default('')
      .transform((list, ctx) =>
        list
          .split(',')
          .filter((entry) => entry.trim() !== '')
          .map((entry) => {
            const host = parseHost(entry);
            if (!host)
              ctx.addIssue({ code: 'custom', message: `"${entry.trim()}" is not a name or name:port` });
            return host!;
          }),
      ),
    TRUST_PROXY: bool.default(false),
    SESSION_IDLE_HOURS: z.coerce.number().positive().default(24),
    SESSION_MAX_DAYS: z.coerce.number().positive().default(14),
    GOOGLE_CLIENT_ID: z.string().optional(),
    GOOGLE_CLIENT_SECRET: z.string().optional(),
    OIDC_ISSUER: z.string().url().default('https://accounts.google.com'),
    ANALYTICS_URL: z.string().url().default('https://app.brightgauge.com'),
    AI_BASE_URL: z.string().url().optional(),
    AI_API_KEY: z.string().optional(),
    AI_MODEL: z.string().optional(),
    AI_TIMEOUT_MS: z.coerce.number().int().positive().default(15000),
    RATE_LIMIT_ACCOUNT: z.coerce.number().int().positive().default(10),
    RATE_LIMIT_ACCOUNT_MINUTES: z.coerce.number().positive().default(15),
    RATE_LIMIT_ADDRESS: z.coerce.number().int().positive().default(150),
    RATE_LIMIT_AUTH: z.coerce.number().int().positive().default(10),
    RATE_LIMIT_CHAT: z.coerce.number().int().positive().default(20),
    API_DOCS_PUBLIC: bool.default(false),
    SMTP_URL: z
      .string()
      .regex(/^smtps?:\/\//, 'must start with smtp:// or smtps://')
      .optional(),
    MAIL_FROM: z.string().default('Five Star IT Portal <no-reply@localhost>'),
    WORKER: bool.default(true),
    VAULT_KEY: z.string().optional(),
    REQUIRE_2FA: bool.default(false),
    JOB_EXPIRE_SECONDS: z.coerce.number().int().min(5).default(300),
    CSAT_INVITE_DELAY_SECONDS: z.coerce.number().int().min(0).max(86_400).default(60),
    INTEGRATIONS_ALLOW_INSECURE: bool.default(false),
    /** Test-only: a CA (PEM) the HTTPS monitors trust besides the system's (the tests' self-signed servers). */
    MONITOR_TEST_CA: z
      .string()
      .includes('-----BEGIN CERTIFICATE-----', 'must be a PEM certificate')
      .optional(),
    /** The DNS servers the DNS monitors ask ("1.1.1.1,8.8.8.8" or "host:port"); the system's by default. */
    MONITOR_DNS_SERVERS: z
      .string()
      .optional()
      .transform((v) =>
        v
          ? v
              .split(',')
              .map((s) => s.trim())
              .filter(Boolean)
          : [],
      ),
    METRICS_TOKEN: z.string().min(16, 'must be at least 16 characters').optional(),
    SHUTDOWN_TIMEOUT_SECONDS: z.coerce.number().min(0).max(3600).default(25),
    LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  })
  // The tests' escape hatch of the remote calls may not be left on in production by accident.
  .refine((e) => !(e.NODE_ENV === 'production' && e.INTEGRATIONS_ALLOW_INSECURE), {
    path: ['INTEGRATIONS_ALLOW_INSECURE'],
    message: 'is for tests and labs only: it may not be on with NODE_ENV=production',
  })
  .refine((e) => !(e.NODE_ENV === 'production' && e.MONITOR_TEST_CA), {
    path: ['MONITOR_TEST_CA'],
    message: 'is for tests only: it may not be set with NODE_ENV=production',
  });

export type Config = ReturnType<typeof loadConfig>;

/** The Vite dev server (npm run dev) proxies the API from its own origin, keeping its Host. */
const DEV_ORIGINS = ['http://localhost:5173', 'http://127.0.0.1:5173'];

/** True for an address only this machine can reach. */
export function isLoopback(host: string): boolean {
  return host === 'localhost' || host === '::1' || host.startsWith('127.');
}

/** Parses the environment once; throws one error listing every problem. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env) {
  const parsed = envSchema.safeParse(Object.fromEntries(Object.entries(env).filter(([, v]) => v !== '')));
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new Error(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const e = parsed.data;
  const publicUrl = (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/$/, '');
  return {
    env: e.NODE_ENV,
    port: e.PORT,
    host: e.HOST,
    databaseUrl: e.DATABASE_URL,
    dataDir: path.resolve(e.DATA_DIR),
    demoMode: e.DEMO_MODE ?? (!e.DATABASE_URL && isLoopback(e.HOST)),
    /** DEMO_MODE=true said on purpose: the start warns loudly. */
    demoForced: e.DEMO_MODE === true,
    answerCache: e.ANSWER_CACHE,
    publicUrl,
    secureCookies: publicUrl.startsWith('https://'),
    trustProxy: e.TRUST_PROXY,
    session: { idleMs: e.SESSION_IDLE_HOURS * 3600_000, maxMs: e.SESSION_MAX_DAYS * 86400_000 },
    google:
      e.GOOGLE_CLIENT_ID && e.GOOGLE_CLIENT_SECRET
        ? { clientId: e.GOOGLE_CLIENT_ID, clientSecret: e.GOOGLE_CLIENT_SECRET, issuer: e.OIDC_ISSUER }
        : null,
    analyticsUrl: e.ANALYTICS_URL,
    ai:
      e.AI_BASE_URL && e.AI_MODEL
        ? {
            baseUrl: e.AI_BASE_URL.replace(/\/$/, ''),
            apiKey: e.AI_API_KEY ?? '',
            model: e.AI_MODEL,
            timeoutMs: e.AI_TIMEOUT_MS,
          }
        : null,
    rateLimit: {
      /** Failed sign-ins per account before it is locked for `accountMinutes`. */
      account: e.RATE_LIMIT_ACCOUNT,
      accountMinutes: e.RATE_LIMIT_ACCOUNT_MINUTES,
      /** Failed sign-ins per address per minute (successes never count). */
      address: e.RATE_LIMIT_ADDRESS,
      /** Registrations, invitation acceptances, password resets and demo sign-ins per address per minute, each its own bucket. */
      auth: e.RATE_LIMIT_AUTH,
      chat: e.RATE_LIMIT_CHAT,
    },
    apiDocsPublic: e.API_DOCS_PUBLIC || e.NODE_ENV === 'development',
    mail: { smtpUrl: e.SMTP_URL, from: e.MAIL_FROM },
    /** The master key of sealed secrets (base64, 32 bytes); else a key file in DATA_DIR. */
    vaultKey: e.VAULT_KEY,
    /** Five Star administrators must use two-factor sign-in. */
    require2fa: e.REQUIRE_2FA,
    /** Run background jobs in this process (false: an API-only server; `npm run worker` runs them). */
    worker: e.WORKER,
    /** A job still running after this long (its worker died) is tried again. */
    jobExpireSeconds: e.JOB_EXPIRE_SECONDS,
    /** How long after a resolution its satisfaction survey is mailed (after the resolution's own mail). */
    csatInviteDelaySeconds: e.CSAT_INVITE_DELAY_SECONDS,
    /** Origins whose browser requests may change state and open /ws: PUBLIC_URL's, plus Vite's in development. */
    allowedOrigins: [new URL(publicUrl).origin, ...(e.NODE_ENV === 'development' ? DEV_ORIGINS : [])],
    /**
     * Names requests may be addressed to (Host, and X-Forwarded-Host behind a trusted proxy):
     * PUBLIC_URL's, ALLOWED_HOSTS, Vite's in development. Anything else is refused (DNS rebinding).
     */
    allowedHosts: [
      hostOfUrl(publicUrl),
      ...e.ALLOWED_HOSTS,
      ...(e.NODE_ENV === 'development' ? DEV_ORIGINS.map(hostOfUrl) : []),
    ] satisfies HostName[],
    /** Bound to loopback: localhost, 127.0.0.1 and [::1] on the listening port are this server too (server/auth/own-address.ts). */
    loopback: isLoopback(e.HOST),
    logLevel: e.LOG_LEVEL,
    /** Bearer token of GET /metrics; without it, metrics are served to loopback only. */
    metricsToken: e.METRICS_TOKEN,
    /** On SIGTERM, how long requests in flight and running jobs get to finish before they are cut. */
    shutdownTimeoutMs: e.SHUTDOWN_TIMEOUT_SECONDS * 1000,
    /** Remote calls may use http: and loopback addresses (tests, labs; never in production); otherwise https to public hosts only. */
    integrationsAllowInsecure: e.INTEGRATIONS_ALLOW_INSECURE,
    monitors: {
      /** Test-only (refused in production): a CA the HTTPS checks trust besides the system's roots. */
      testCa: e.MONITOR_TEST_CA ?? null,
      /** The resolvers of DNS checks; empty: the system's. */
      dnsServers: e.MONITOR_DNS_SERVERS,
    },
  };
}
