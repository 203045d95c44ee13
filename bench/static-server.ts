/*
 * The anchor of the page bench: the same server stack (Fastify 5 with @fastify/static, the plugin
 * Plinth itself uses for /assets) sending one file from disk, in its own process, for every GET.
 * Same framework, same HTTP parser, same socket handling, same bytes: the ratio page/static then
 * isolates what the product-page route costs on top of "just send these bytes" (site lookup, crumb,
 * page cache, headers) — a bare node:http + readFile server would also credit Fastify's own cost
 * against the page route. @fastify/static streams the file per request (fs.createReadStream via
 * @fastify/send) with ETag and Last-Modified, which is what "served as a static file" means here.
 *
 * A second route, `/memory/*`, sends the same bytes from a Buffer read once at start-up (content-type,
 * ETag and cache-control set like the page route): the ceiling of "Fastify sends these bytes" with no
 * file-system work, reported beside the budget's anchor so the page route's own cost is visible.
 *
 * Env: STATIC_FILE (absolute path), PORT, HOST (default 127.0.0.1).
 */
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { basename, dirname } from 'node:path';
import fastifyStatic from '@fastify/static';
import Fastify from 'fastify';

const file = process.env.STATIC_FILE;
if (!file) throw new Error('STATIC_FILE is required');
const app = Fastify({ logger: false });
await app.register(fastifyStatic, { root: dirname(file), serve: false });
const name = basename(file);
const bytes = readFileSync(file);
const etag = `"${createHash('sha1').update(bytes).digest('base64url')}"`;
app.get('/memory/*', (_request, reply) => {
  reply.header('content-type', 'text/html; charset=utf-8').header('etag', etag).header('vary', 'accept-encoding').header('cache-control', 'no-cache');
  return reply.send(bytes);
});
app.get('/*', (_request, reply) => reply.sendFile(name));
await app.listen({ port: Number(process.env.PORT ?? 0), host: process.env.HOST ?? '127.0.0.1' });
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => void app.close().then(() => process.exit(0)));
}
