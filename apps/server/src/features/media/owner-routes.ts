import { cancelMediaJob, deleteMedia, getMedia, getMediaJob, listMedia, MAX_ALT_TEXT_LENGTH, replaceMedia as replaceRoute, updateMedia, uploadMedia as uploadRoute, type MediaFile } from '@plinth/api';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError } from '../../infra/errors/app-error.ts';
import { mount } from '../../infra/http/mount.ts';
import { ownerWebsite } from '../owner/index.ts';
import { cancelJob, deleteMediaFile, filesJson, jobOf, listLibrary, mediaFileOf, updateMediaDetails } from './library-service.ts';
import type { MediaContext } from './media-context.ts';
import { MEDIA_TEXT } from './messages.ts';
import { replaceMedia, uploadMedia } from './upload-service.ts';

function requireMultipart(request: FastifyRequest): void {
  if (!request.isMultipart()) throw new AppError('INVALID', MEDIA_TEXT.notMultipart);
}

/** The owner's media library API (docs/media-api.md): content:read to read, content:write to change. */
export function registerOwnerMediaRoutes(app: FastifyInstance, ctx: MediaContext): void {
  mount(app, listMedia, async ({ query, request }) => {
    const website = ownerWebsite(request);
    return { ...(await listLibrary(ctx, website.id, query)), maxUploadBytes: ctx.maxUploadBytes };
  });

  mount(app, uploadRoute, async ({ request }) => {
    const website = ownerWebsite(request);
    requireMultipart(request);
    const rows = [];
    let altText = '';
    // Parts are streamed one after another: each file goes to disk and storage before the next is read.
    for await (const part of request.parts()) {
      if (part.type === 'field') {
        if (part.fieldname === 'altText' && typeof part.value === 'string') altText = part.value.slice(0, MAX_ALT_TEXT_LENGTH);
        continue;
      }
      rows.push(await uploadMedia(ctx, website.id, { fileName: part.filename, stream: part.file }, altText));
    }
    if (rows.length === 0) throw new AppError('INVALID', MEDIA_TEXT.noFile);
    const files: MediaFile[] = await filesJson(ctx, rows);
    return { files };
  });

  mount(app, getMedia, async ({ params: { id }, request }) => {
    const website = ownerWebsite(request);
    return { file: await mediaFileOf(ctx, website.id, id) };
  });

  mount(app, getMediaJob, async ({ params: { id }, request }) => {
    const website = ownerWebsite(request);
    return { job: await jobOf(ctx, website.id, id) };
  });

  mount(app, cancelMediaJob, async ({ params: { id }, request }) => {
    const website = ownerWebsite(request);
    return { job: await cancelJob(ctx, website.id, id) };
  });

  mount(app, updateMedia, async ({ params: { id }, request }) => {
    const website = ownerWebsite(request);
    // Parsed here, not by mount: the spec's messages are shown as they are ('Please enter a file name.'), without the field's name.
    const parsed = updateMedia.body.safeParse(request.body ?? {});
    if (!parsed.success) throw new AppError('INVALID', parsed.error.issues[0]?.message ?? 'That is not a valid change.');
    return { file: await updateMediaDetails(ctx, website.id, id, parsed.data) };
  }, { parseItself: ['body'] });

  mount(app, replaceRoute, async ({ params: { id }, request }) => {
    const website = ownerWebsite(request);
    requireMultipart(request);
    let replaced = false;
    for await (const part of request.parts()) {
      if (part.type === 'field') continue;
      if (replaced) {
        part.file.resume();
        throw new AppError('INVALID', MEDIA_TEXT.oneFileOnly);
      }
      await replaceMedia(ctx, website.id, id, { fileName: part.filename, stream: part.file });
      replaced = true;
    }
    if (!replaced) throw new AppError('INVALID', MEDIA_TEXT.noFile);
    return { file: await mediaFileOf(ctx, website.id, id) };
  });

  mount(app, deleteMedia, async ({ params: { id }, query: { force }, request }) => {
    const website = ownerWebsite(request);
    await deleteMediaFile(ctx, website.id, id, force === 'true');
  });
}
