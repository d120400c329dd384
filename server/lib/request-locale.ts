import type { FastifyRequest } from 'fastify';
import { bestLocale, type Locale } from '../../domain/locales/locale.ts';
import { translateMessage } from '../../domain/locales/messages.ts';

/**
 * The language of a request (docs/product.md#spanish): the signed-in person's `locale`, else the
 * best of ours in its Accept-Language (the client sends the language it shows), else English.
 */
export function requestLocale(req: FastifyRequest): Locale {
  return req.identity?.locale ?? bestLocale(req.headers['accept-language']);
}

/**
 * Whether a route answers in the caller's language: the routes a requester may call, and those of
 * anyone signed in or not (sign-in, one's account). The staff routes answer in English, the
 * language their screens are written in.
 */
function speaksCallersLanguage(req: FastifyRequest): boolean {
  const config = req.routeOptions?.config as { access?: string; requesters?: string } | undefined;
  return config?.requesters === 'own' || config?.access === 'public' || config?.access === 'signed-in';
}

/** An error's answer in the caller's language, where the route speaks it and the message has a translation. */
export function localizeError<T extends { message: string; issues?: { path: string; message: string }[] }>(
  req: FastifyRequest,
  body: T,
): T {
  if (!speaksCallersLanguage(req)) return body;
  const locale = requestLocale(req);
  if (locale === 'en') return body;
  return {
    ...body,
    message: translateMessage(body.message, locale),
    ...(body.issues
      ? { issues: body.issues.map((i) => ({ ...i, message: translateMessage(i.message, locale) })) }
      : {}),
  };
}
