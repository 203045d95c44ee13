import type { Multipart } from '@fastify/multipart';
import { cancelMediaJob, deleteMedia, getMedia, getMediaJob, listMedia, MAX_ALT_TEXT_LENGTH, MAX_FILES_PER_UPLOAD, replaceMedia as replaceRoute, updateMedia, uploadMedia as uploadRoute, type MediaFile } from '@plinth/api';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError } from '../../infra/errors/app-error.ts';
import { mount } from '../../infra/http/mount.ts';
import { MULTIPART_TEXT, readMultipart } from '../../infra/http/multipart-errors.ts';
import { ownerWebsite } from '../owner/index.ts';
import { cancelJob, deleteMediaFile, filesJson, jobOf, listLibrary, mediaFileOf, updateMediaDetails } from './library-service.ts';
import type { MediaContext } from './media-context.ts';
import { MEDIA_TEXT } from './messages.ts';
import { receiveMediaFile, replaceableMedia, replaceMedia, uploadMedia, type ReceivedUpload } from './upload-service.ts';

/**
 * Receives every `file` part of a multipart body to temp files (typed by their bytes) and the fields
 * beside them; nothing is stored until the whole body has arrived intact. `maxFiles` past which the
 * body is refused. On any refusal the temp files received so far are deleted.
 */
async function receiveFiles(ctx: MediaContext, request: FastifyRequest, { fileField, maxFiles }: { fileField: string; maxFiles: number }, tooMany: string): Promise<{ files: ReceivedUpload[]; fields: Map<string, string> }> {
  const files: ReceivedUpload[] = [];
  const fields = new Map<string, string>();
  try {
    await readMultipart(
      request,
      async (part: Multipart) => {
        if (part.type === 'field') {
          // A client that forgot the filename sends the file's bytes as text: say so, not 'Choose a file'.
          if (part.fieldname === fileField) throw new AppError('INVALID', MULTIPART_TEXT.fieldForFile(fileField));
          if (typeof part.value === 'string') fields.set(part.fieldname, part.value);
          return;
        }
        if (files.length >= maxFiles) throw new AppError('INVALID', tooMany);
        files.push(await receiveMediaFile(ctx, { fileName: part.filename, stream: part.file }));
      },
      { maxFiles: MAX_FILES_PER_UPLOAD },
    );
    if (files.length === 0) throw new AppError('INVALID', MEDIA_TEXT.noFile);
    return { files, fields };
  } catch (error) {
    await Promise.all(files.map((received) => received.file.discard()));
    throw error;
  }
}

/** The owner's media library API (docs/media-api.md): content:read to read, content:write to change. */
export function registerOwnerMediaRoutes(app: FastifyInstance, ctx: MediaContext): void {
  mount(app, listMedia, async ({ query, request }) => {
    const website = ownerWebsite(request);
    return { ...(await listLibrary(ctx, website.id, query)), maxUploadBytes: ctx.maxUploadBytes };
  });

  mount(app, uploadRoute, async ({ request }) => {
    const website = ownerWebsite(request);
    // Parts are streamed one after another to temp files; they are stored once the body has ended intact.
    const received = await receiveFiles(ctx, request, uploadRoute.multipart, MULTIPART_TEXT.tooManyFiles(uploadRoute.multipart.maxFiles));
    const altText = (received.fields.get('altText') ?? '').slice(0, MAX_ALT_TEXT_LENGTH);
    const rows = [];
    for (const [i, upload] of received.files.entries()) {
      try {
        rows.push(await uploadMedia(ctx, website.id, upload, altText));
      } catch (error) {
        // uploadMedia discarded its own; the ones after it were never handed on.
        await Promise.all(received.files.slice(i + 1).map((rest) => rest.file.discard()));
        throw error;
      }
    }
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
    // Refused before a byte is read when the file is missing or still processing.
    await replaceableMedia(ctx, website.id, id);
    const received = await receiveFiles(ctx, request, replaceRoute.multipart, MEDIA_TEXT.oneFileOnly);
    await replaceMedia(ctx, website.id, id, received.files[0]!);
    return { file: await mediaFileOf(ctx, website.id, id) };
  });

  mount(app, deleteMedia, async ({ params: { id }, query: { force }, request }) => {
    const website = ownerWebsite(request);
    await deleteMediaFile(ctx, website.id, id, force === 'true');
  });
}
