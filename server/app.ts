import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import cookie from '@fastify/cookie';
import helmet from '@fastify/helmet';
import rateLimit from '@fastify/rate-limit';
import fastifyStatic from '@fastify/static';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import websocket from '@fastify/websocket';
import Fastify, { type FastifyInstance } from 'fastify';
import {
  jsonSchemaTransform,
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import { isSameOrigin } from './auth/origin.ts';
import { createSessionStore, SESSION_COOKIE, type SessionStore } from './auth/sessions.ts';
import type { Config } from './config.ts';
import type { Database } from './db/client.ts';
import { featureRoutes } from './features/index.ts';
import { errorHandler } from './lib/error-handler.ts';
import type { EventBus } from './realtime/event-bus.ts';
import { registerWsHub } from './realtime/ws-hub.ts';

export interface AppDeps {
  config: Config;
  database: Database;
  bus: EventBus;
  /** 'embedded' when this process started its own PostgreSQL. */
  databaseKind: 'embedded' | 'external';
}

/** What every feature's routes receive. */
export interface FeatureDeps extends AppDeps {
  sessions: SessionStore;
}

export type FeaturePlugin = (app: ReturnType<typeof typed>, deps: FeatureDeps) => Promise<void> | void;

const typed = (app: FastifyInstance) => app.withTypeProvider<ZodTypeProvider>();

const CLIENT_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../dist/client');

declare module 'fastify' {
  interface FastifyRequest {
    identity: import('./auth/identity.ts').Identity | null;
  }
}

export async function buildApp(deps: AppDeps): Promise<FastifyInstance> {
  const { config } = deps;
  const app = Fastify({
    logger:
      config.logLevel === 'silent'
        ? false
        : {
            level: config.logLevel,
            redact: ['req.headers.cookie', 'req.headers.authorization'],
            ...(config.env === 'development' ? { transport: { target: 'pino-pretty' } } : {}),
          },
    trustProxy: config.trustProxy,
    bodyLimit: 10 * 1024 * 1024,
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.setErrorHandler(errorHandler);

  const sessions = createSessionStore(deps.database.db, config);
  const unsubscribe = deps.bus.subscribe((event) => {
    // Another server ended a session or changed a district: drop what this one trusted in memory.
    if (event.type === 'internal:identity_changed')
      sessions.forget(event.data?.tokenHash as string | undefined);
  });
  app.addHook('onClose', async () => unsubscribe());

  await app.register(cookie);
  await app.register(helmet, {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'https:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'", 'ws:', 'wss:'],
        frameSrc: ["'self'", 'https://docs.google.com', 'https://forms.gle'],
        upgradeInsecureRequests: null,
      },
    },
    hsts: config.secureCookies,
  });
  await app.register(rateLimit, {
    global: false,
    errorResponseBuilder: () => ({
      statusCode: 429,
      message: 'Too many attempts. Please wait a minute and try again.',
    }),
  });
  await app.register(websocket, { options: { maxPayload: 64 * 1024 } });
  await app.register(swagger, {
    openapi: { info: { title: 'District IT Portal API', version: '1.0.0' } },
    transform: jsonSchemaTransform,
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs' });

  app.decorateRequest('identity', null);
  app.addHook('onRequest', async (req, reply) => {
    const isApi = req.url.startsWith('/api/') || req.url === '/ws' || req.url.startsWith('/ws?');
    if (!isApi) return;
    const changesState = !['GET', 'HEAD', 'OPTIONS'].includes(req.method);
    if (changesState && !isSameOrigin(req, config.publicUrl)) {
      return reply.code(403).send({ message: 'Requests from another site are not allowed.' });
    }
    req.identity = await sessions.identify(req.cookies[SESSION_COOKIE]);
  });

  const featureDeps: FeatureDeps = { ...deps, sessions };
  for (const plugin of featureRoutes) {
    await app.register(async (scope) => plugin(typed(scope), featureDeps));
  }
  await registerWsHub(app, deps.bus);

  if (fs.existsSync(CLIENT_DIR)) {
    await app.register(fastifyStatic, { root: CLIENT_DIR, index: 'index.html', maxAge: 0 });
  }
  app.setNotFoundHandler((req, reply) => {
    const wantsApp = req.method === 'GET' && !req.url.startsWith('/api') && !req.url.startsWith('/assets/');
    const indexFile = path.join(CLIENT_DIR, 'index.html');
    if (wantsApp && fs.existsSync(indexFile)) {
      return reply.type('text/html').header('cache-control', 'no-cache').send(fs.createReadStream(indexFile));
    }
    return reply.code(404).send({ message: `Route ${req.method} ${req.url.split('?')[0]} not found.` });
  });

  return app;
}
