import { cancelMediaJob, deleteMedia, getMedia, getMediaJob, listMedia, MAX_ALT_TEXT_LENGTH, replaceMedia as replaceRoute, updateMedia, uploadMedia as uploadRoute, type MediaFile } from '@plinth/api';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError } from '../../infra/errors/app-error.ts';
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
  app.get(listMedia.path, { config: { access: listMedia.access } }, async (request) => {
    const website = ownerWebsite(request);
    return { ...(await listLibrary(ctx, website.id, listMedia.query.parse(request.query))), maxUploadBytes: ctx.maxUploadBytes };
  });

  app.post(uploadRoute.path, { config: { access: uploadRoute.access } }, async (request, reply) => {
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
    return reply.code(201).send({ files });
  });

  app.get(getMedia.path, { config: { access: getMedia.access } }, async (request) => {
    const website = ownerWebsite(request);
    const { id } = getMedia.params.parse(request.params);
    return { file: await mediaFileOf(ctx, website.id, id) };
  });

  app.get(getMediaJob.path, { config: { access: getMediaJob.access } }, async (request) => {
    const website = ownerWebsite(request);
    const { id } = getMediaJob.params.parse(request.params);
    return { job: await jobOf(ctx, website.id, id) };
  });

  app.post(cancelMediaJob.path, { config: { access: cancelMediaJob.access } }, async (request) => {
    const website = ownerWebsite(request);
    const { id } = cancelMediaJob.params.parse(request.params);
    return { job: await cancelJob(ctx, website.id, id) };
  });

  app.patch(updateMedia.path, { config: { access: updateMedia.access } }, async (request) => {
    const website = ownerWebsite(request);
    const { id } = updateMedia.params.parse(request.params);
    // The spec's messages are shown as they are ('Please enter a file name.'), without the field's name.
    const parsed = updateMedia.body.safeParse(request.body ?? {});
    if (!parsed.success) throw new AppError('INVALID', parsed.error.issues[0]?.message ?? 'That is not a valid change.');
    return { file: await updateMediaDetails(ctx, website.id, id, parsed.data) };
  });

  app.put(replaceRoute.path, { config: { access: replaceRoute.access } }, async (request) => {
    const website = ownerWebsite(request);
    const { id } = replaceRoute.params.parse(request.params);
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

  app.delete(deleteMedia.path, { config: { access: deleteMedia.access } }, async (request, reply) => {
    const website = ownerWebsite(request);
    const { id } = deleteMedia.params.parse(request.params);
    const { force } = deleteMedia.query.parse(request.query);
    await deleteMediaFile(ctx, website.id, id, force === 'true');
    return reply.code(204).send();
  });
}
