import type { Multipart } from '@fastify/multipart';
import { getImport, IMPORT_KINDS, IMPORT_MESSAGES, listImports as listRoute, startImport as startRoute, type ImportKind } from '@plinth/api';
import type { FastifyInstance } from 'fastify';
import { rm } from 'node:fs/promises';
import { AppError } from '../../infra/errors/app-error.ts';
import { mount } from '../../infra/http/mount.ts';
import { MULTIPART_TEXT, readMultipart } from '../../infra/http/multipart-errors.ts';
import { ownerContributor } from '../identity/index.ts';
import { ownerWebsite } from '../owner/index.ts';
import type { ImportDeps } from './runner.ts';
import { importOf, listImports, receiveImportFile, startImport, type ReceivedImportFile, type RunningImports } from './service.ts';

/** The owner's import routes (settings:write; the upload needs the crumb). */
export function registerImportRoutes(app: FastifyInstance, deps: ImportDeps, running: RunningImports): void {
  mount(app, startRoute, async ({ request }) => {
    const website = ownerWebsite(request);
    let file: ReceivedImportFile | null = null;
    let kind = '';
    try {
      await readMultipart(
        request,
        async (part: Multipart) => {
          if (part.type === 'field') {
            if (part.fieldname === 'file') throw new AppError('INVALID', MULTIPART_TEXT.fieldForFile('file'));
            if (part.fieldname === 'kind' && typeof part.value === 'string') kind = part.value.trim();
            return;
          }
          if (part.fieldname !== 'file' || file) return;
          file = await receiveImportFile(part.file, part.filename);
        },
        { maxFiles: 1 },
      );
      if (!(IMPORT_KINDS as readonly string[]).includes(kind)) throw new AppError('INVALID', IMPORT_MESSAGES.kind);
      if (!file) throw new AppError('INVALID', IMPORT_MESSAGES.noFile);
    } catch (error) {
      if (file) await rm((file as ReceivedImportFile).path, { force: true });
      throw error;
    }
    return startImport(deps, running, { websiteId: website.id, kind: kind as ImportKind, file, contributorId: ownerContributor(request).id });
  });

  mount(app, getImport, async ({ params: { id }, request }) => {
    const view = await importOf(deps, ownerWebsite(request).id, id);
    return view;
  });

  mount(app, listRoute, async ({ request }) => ({ imports: await listImports(deps, ownerWebsite(request).id) }));
}
