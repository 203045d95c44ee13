import { mediaFileQuery } from '@plinth/api';
import type { FastifyInstance } from 'fastify';
import { AppError } from '../../infra/errors/app-error.ts';
import { siteOf } from '../site/index.ts';
import type { MediaContext } from './media-context.ts';
import { MEDIA_TEXT } from './messages.ts';
import { serveMedia } from './serve-service.ts';
import { WEB_VTT_TYPE } from './web-vtt.ts';

/** A year: the versioned URL's bytes never change (a replace makes a new version, so a new URL). */
const IMMUTABLE = 'public, max-age=31536000, immutable';
/** The stable URL survives a replace: browsers revalidate it with its ETag every time. */
const REVALIDATE = 'public, max-age=0, must-revalidate';

/** The Content-Type a file is sent with: captions are text, always UTF-8 (checked at upload). */
function headerType(contentType: string): string {
  return contentType === WEB_VTT_TYPE ? `${WEB_VTT_TYPE}; charset=utf-8` : contentType;
}

/**
 * The public file URLs: `/media/<id>/<fileName>` (stable) and `/media/<id>/v<version>/<fileName>`
 * (immutable), each with `?format=<W>w` (a srcset width) or `?format=original`; any other format is
 * a 400. The name in the URL is for people: the id decides.
 */
export function registerFileRoutes(app: FastifyInstance, ctx: MediaContext): void {
  app.get('/media/:id/*', { config: { website: 'cached', access: 'public' } }, async (request, reply) => {
    const { id, '*': rest } = request.params as { id: string; '*': string };
    const versioned = /^v(\d{1,9})\/[^/]+$/.exec(rest);
    if (!/^[0-9a-f]{24}$/.test(id) || (!versioned && (rest === '' || rest.includes('/')))) throw new AppError('NOT_FOUND', MEDIA_TEXT.notFound);
    const { format } = mediaFileQuery.parse(request.query);
    const served = await serveMedia(ctx, siteOf(request).id, id, format, request.headers.accept, request.headers['if-none-match']);
    const current = versioned !== null && Number(versioned[1]) === served.version;
    reply.header('cache-control', current ? IMMUTABLE : REVALIDATE).header('etag', served.etag).header('x-content-type-options', 'nosniff');
    if (served.variesByAccept) reply.header('vary', 'Accept');
    if (served.body === null) return reply.code(304).send();
    return reply.type(headerType(served.contentType)).header('content-length', served.size).send(served.body);
  });
}
