import fs from 'node:fs';
import path from 'node:path';
import cookie from '@fastify/cookie';
import fastifyStatic from '@fastify/static';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import websocket from '@fastify/websocket';
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import {
  jsonSchemaTransform,
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import { EMBED_ORIGINS } from '../domain/library-urls.ts';
import { createDistrictLookup } from './access/district-lookup.ts';
import { guardFeature } from './access/guard.ts';
import type { AppDeps } from './app-deps.ts';
import { createApiTokenStore } from './auth/api-tokens.ts';
import { createAttemptLimits } from './auth/attempt-limits.ts';
import { identityChangeOf } from './auth/identity-events.ts';
import { isAllowedOrigin, requestBearer } from './auth/origin.ts';
import { ownAddress } from './auth/own-address.ts';
import { createSessionStore, SESSION_COOKIE } from './auth/sessions.ts';
import type { FeatureDeps } from './features/feature-plugin.ts';
import { features } from './features/index.ts';
import { errorHandler } from './lib/error-handler.ts';
import { refuseNul } from './lib/input-guard.ts';
import { loggablePath } from './lib/log-safety.ts';
import { projectPath } from './lib/project-root.ts';
import { createRateLimiter } from './lib/rate-limiter.ts';
import { isApiPath, isScimPath, RequestLog } from './lib/request-log.ts';
import { apiSecurityHeaders, securityHeaders } from './lib/security-headers.ts';
import { METRICS_PATH, registerMetrics } from './metrics/metrics-route.ts';
import { trackRequestOrigin } from './realtime/request-origin.ts';
import { registerWsHub, SERVICE_RESTART } from './realtime/ws-hub.ts';
import { createServices } from './services.ts';

export type { AppDeps };

const CLIENT_DIR = projectPath('dist/client');
/** Content-named files never change: a year, and no revalidation. */
const IMMUTABLE = 'public, max-age=31536000, immutable';

declare module 'fastify' {
  interface FastifyRequest {
    identity: import('./auth/identity.ts').Identity | null;
  }
}

/**
 * Every schema is a zod schema. Given as the compilers' factories (rather than set after start),
 * Fastify never loads Ajv and fast-json-stringify, about 0.2 s of a start. Fastify types these
 * factories for Ajv; zod's compilers take the same route definition.
 */
const zodCompilers = {
  buildValidator: () => validatorCompiler,
  buildSerializer: () => serializerCompiler,
} as unknown as NonNullable<FastifyServerOptions['schemaController']>['compilersFactory'];

/** The load balancer's (or supervisor's) health check: whether the database answers. */
const HEALTH_PATH = '/api/health';
/** The API's own documentation: a page under /api. */
const API_DOCS_PATH = '/api/docs';
/** The WebSocket origin browsers connect to for live updates (ws:// or wss:// of PUBLIC_URL). */
const socketOrigin = (publicUrl: string) => new URL(publicUrl).origin.replace(/^http/, 'ws');

export async function buildApp(deps: AppDeps): Promise<FastifyInstance> {
  const { config } = deps;
  const app = Fastify({
    loggerInstance: deps.logger,
    logController: new RequestLog(),
    trustProxy: config.trustProxy,
    bodyLimit: 10 * 1024 * 1024,
    schemaController: { compilersFactory: zodCompilers },
  });
  app.setErrorHandler(errorHandler);

  const sessions = createSessionStore(deps.database.db, config, deps.bus);
  const apiTokens = createApiTokenStore(deps.database.db, config);
  const limits = createAttemptLimits(createRateLimiter(deps.database.db), config);
  const unsubscribe = deps.bus.subscribe((event) => {
    // Another server ended a session or changed a user or district: drop what this one trusted in memory.
    const change = identityChangeOf(event);
    if (change) sessions.forget(change.districtId ? {} : change);
  });
  app.addHook('onClose', async () => unsubscribe());

  await app.register(cookie);
  const headers = securityHeaders({
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        // The barcode reader (zxing-wasm, served by us) compiles WebAssembly: no other eval.
        scriptSrc: ["'self'", "'wasm-unsafe-eval'"],
        // The offline service worker (/sw.js) and the web app manifest, both our own files.
        workerSrc: ["'self'"],
        manifestSrc: ["'self'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'", socketOrigin(config.publicUrl)],
        // The document libraries frame Google Forms, Docs and Sheets, and nothing else.
        frameSrc: ["'self'", ...EMBED_ORIGINS],
        upgradeInsecureRequests: null,
      },
    },
    hsts: config.secureCookies,
  });
  const apiHeaders = apiSecurityHeaders(headers);
  // The API's own documentation is a page: the document headers, kept out of caches like the API.
  const docsHeaders = { ...headers, 'cache-control': 'no-store' };
  app.addHook('onRequest', (req, reply, done) => {
    const api = isApiPath(req.url);
    reply.headers(!api ? headers : req.url.startsWith(API_DOCS_PATH) ? docsHeaders : apiHeaders);
    done();
  });

  await app.register(websocket, {
    options: { maxPayload: 64 * 1024 },
    // As the server stops (before its requests in flight end): every socket is told to come back.
    preClose(done) {
      for (const client of this.websocketServer.clients) client.close(SERVICE_RESTART, 'Service restart');
      this.websocketServer.close();
      done();
    },
  });
  // Before anything else (the headers, and the socket plugin's mark that lets an upgrade's
  // refusal close its socket, aside): a request addressed to another name is refused.
  let listeningPort = config.port;
  app.addHook('onListen', function (done) {
    const address = this.server.address();
    if (address && typeof address === 'object') listeningPort = address.port;
    done();
  });
  const own = ownAddress(config, () => listeningPort);
  app.addHook('onRequest', (req, reply, done) => {
    // A load balancer's health check often names the server by its IP; the answer reveals nothing.
    // Metrics guard themselves: a token, or loopback by socket and by name (server/metrics/).
    if (
      req.url === HEALTH_PATH ||
      req.url.startsWith(`${HEALTH_PATH}?`) ||
      req.url === METRICS_PATH ||
      own.isAddressedHere(req)
    )
      return done();
    reply
      .code(421)
      .send({ message: 'This server does not answer to this host name (see PUBLIC_URL and ALLOWED_HOSTS).' });
  });

  const { metrics } = deps.background;
  registerMetrics(app, metrics, config.metricsToken);
  const stopLag = deps.bus.onReceived(metrics.eventReceived);
  app.addHook('onClose', async () => stopLag());
  trackRequestOrigin(app);
  app.decorateRequest('identity', null);
  app.decorateRequest('scope', null);
  app.addHook('onRequest', async (req, reply) => {
    // SCIM reads no cookie and no API token: its area checks its own bearer token.
    if (!isApiPath(req.url) || isScimPath(req.url)) return;
    const changesState = !['GET', 'HEAD', 'OPTIONS'].includes(req.method);
    // An API token (never a cookie) is the identity of a request that brings one: no Origin needed;
    // nor on a route other sites post to by design (the SAML answer).
    const bearer = requestBearer(req);
    const crossSite = req.routeOptions.config?.crossSite === true;
    if (changesState && bearer === null && !crossSite && !isAllowedOrigin(req, own.origins())) {
      return reply.code(403).send({ message: 'Requests from another site are not allowed.' });
    }
    // The health check reads no session: it answers for the database alone, in its own words.
    if (req.routeOptions.url === HEALTH_PATH) return;
    req.identity =
      bearer !== null
        ? await apiTokens.identify(bearer, req)
        : await sessions.identify(req.cookies[SESSION_COOKIE]);
  });
  app.addHook('preValidation', refuseNul);

  await app.register(swagger, {
    openapi: { info: { title: 'District IT Portal API', version: '1.0.0' } },
    transform: jsonSchemaTransform,
  });
  await app.register(swaggerUi, {
    routePrefix: API_DOCS_PATH,
    uiHooks: {
      // Public only when said on purpose (or in development); otherwise for signed-in users.
      onRequest: async (req, reply) => {
        if (!config.apiDocsPublic && !req.identity)
          return reply.code(401).send({ message: 'Please sign in to read the API documentation.' });
      },
    },
  });

  const services = await createServices({ ...deps, sessions });
  app.addHook('onClose', () => services.close());
  const featureDeps: FeatureDeps = { ...deps, sessions, limits, services };
  const districtExists = createDistrictLookup(deps.database.db);
  for (const { area, routes } of features) {
    await app.register(async (scope) => {
      const typed = scope.withTypeProvider<ZodTypeProvider>();
      guardFeature(typed, area, districtExists);
      await routes(typed, featureDeps);
    });
  }
  const hub = await registerWsHub(app, { bus: deps.bus, sessions, allowedOrigins: own.origins });
  metrics.watchSockets(hub.openSockets);

  if (fs.existsSync(CLIENT_DIR)) {
    // The build's chunks are named by their content, so a browser keeps them for good instead of
    // asking again at each page load; the rest (index.html, the service worker, the manifest)
    // is asked again each time, so a deploy is seen at once.
    const chunks = path.join(CLIENT_DIR, 'assets') + path.sep;
    await app.register(fastifyStatic, {
      root: CLIENT_DIR,
      index: 'index.html',
      maxAge: 0,
      setHeaders(reply, filePath) {
        if (filePath.startsWith(chunks)) reply.header('cache-control', IMMUTABLE);
      },
    });
  }
  app.setNotFoundHandler((req, reply) => {
    const wantsApp =
      req.method === 'GET' &&
      !req.url.startsWith('/api') &&
      !req.url.startsWith('/assets/') &&
      !isScimPath(req.url);
    const indexFile = path.join(CLIENT_DIR, 'index.html');
    if (wantsApp && fs.existsSync(indexFile)) {
      return reply.type('text/html').header('cache-control', 'no-cache').send(fs.createReadStream(indexFile));
    }
    return reply.code(404).send({ message: `Route ${req.method} ${loggablePath(req)} not found.` });
  });

  return app;
}
