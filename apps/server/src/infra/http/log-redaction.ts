import type { FastifyRequest, FastifyServerOptions } from 'fastify';

/*
 * Secrets that travel in request URLs stay out of the request log: the product feed's token
 * (`/feeds/<token>/products.xml`), a subscription cart's token in its path, and the e-mailed or
 * shared tokens of query strings (order pages, newsletter and restock unsubscribe links, account
 * verification, sign-in links and password resets: `?token=`), a gift card's `?code=`, and the like.
 * Logs and log shippers are read by more people than these secrets are meant for.
 */

export const REDACTED = '[redacted]';

/** Path prefixes whose next segment is a secret. */
const SECRET_SEGMENT_AFTER = ['/feeds/', '/api/3/commerce/cart/subscription/'];

/** Query parameters that carry a secret: `token`, `cartToken`, `code`, `key`, `password`, `secret`, `signature`… */
const SECRET_PARAM = /token$|^(code|key|api_?key|password|secret|signature|sig)$/i;

function decodedName(name: string): string {
  try {
    return decodeURIComponent(name.replace(/\+/g, ' '));
  } catch {
    return name;
  }
}

/**
 * A request URL (path and query) with its secrets replaced by `[redacted]`; everything else as received.
 * @example redactUrl('/feeds/Zq3…/products.xml') // '/feeds/[redacted]/products.xml'
 * @example redactUrl('/commerce/orders/abc/status?token=s3cr3t&x=1') // '/commerce/orders/abc/status?token=[redacted]&x=1'
 */
export function redactUrl(url: string): string {
  const mark = url.indexOf('?');
  let path = mark < 0 ? url : url.slice(0, mark);
  for (const prefix of SECRET_SEGMENT_AFTER) {
    if (path.startsWith(prefix) && path.length > prefix.length) {
      const end = path.indexOf('/', prefix.length);
      path = `${prefix}${REDACTED}${end < 0 ? '' : path.slice(end)}`;
    }
  }
  if (mark < 0) return path;
  const query = url
    .slice(mark + 1)
    .split('&')
    .map((pair) => {
      const equals = pair.indexOf('=');
      const name = equals < 0 ? pair : pair.slice(0, equals);
      return equals >= 0 && SECRET_PARAM.test(decodedName(name)) ? `${name}=${REDACTED}` : pair;
    })
    .join('&');
  return `${path}?${query}`;
}

/** Fastify's `req` log serializer (the same fields as its default), with {@link redactUrl} applied to the URL. */
export function requestLogSerializer(req: FastifyRequest) {
  const version = req.headers?.['accept-version'];
  return {
    method: req.method,
    url: typeof req.url === 'string' ? redactUrl(req.url) : undefined,
    version: typeof version === 'string' ? version : undefined,
    host: req.host,
    remoteAddress: req.ip,
    remotePort: req.socket?.remotePort,
  };
}

/**
 * An error logged under `error` (as `log.error({ error }, …)`) with its type, message and stack:
 * pino serializes only `err` so by default, and an Error's own fields are not enumerable (`{}`).
 */
export function errorLogSerializer(error: unknown): unknown {
  if (!(error instanceof Error)) return error;
  return { type: error.name, message: error.message, stack: error.stack, ...(error.cause === undefined ? {} : { cause: errorLogSerializer(error.cause) }) };
}

/**
 * Fastify's logger option with the redacting request serializer added, and errors under `error`
 * serialized like those under `err` (false stays off).
 * @example Fastify({ logger: withRedactedUrls({ level: 'info' }) })
 */
export function withRedactedUrls(logger: FastifyServerOptions['logger']): FastifyServerOptions['logger'] {
  if (!logger) return false;
  const options = logger === true ? {} : logger;
  return { ...options, serializers: { ...options.serializers, req: requestLogSerializer, error: errorLogSerializer } };
}
