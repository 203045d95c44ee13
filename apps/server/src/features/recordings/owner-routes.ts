import { Readable } from 'node:stream';
import { getRecordingEvents, getRecordingSettings, listRecordings, saveRecordingSettings } from '@plinth/api';
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../infra/app-deps.ts';
import { AppError } from '../../infra/errors/app-error.ts';
import { mount } from '../../infra/http/mount.ts';
import { ownerWebsite } from '../owner/index.ts';
import { MESSAGES } from './messages.ts';
import { readRecordingSettings, saveRecordingSettings as saveSettings } from './recording-settings.ts';
import { findRecording, listRecordings as listRows, recordingChunks, type Recording } from './recordings-repository.ts';

/*
 * The owner's recordings (docs/recordings-api.md): the list, one recording's events for the player,
 * and the settings. Every read is of the owner's own site: another site's id is not found.
 */

const PAGE_SIZE = 50;

/** A recording as the owner's API shows it. */
function summary(recording: Recording) {
  const { id, firstPage, pages, startedAt, endedAt, durationMs, eventCount, bought } = recording;
  return { id, firstPage, pages, startedAt, endedAt, durationMs, eventCount, bought };
}

/**
 * `{"recording":…,"events":[…]}` written chunk by chunk: each stored chunk is a JSON array, so its
 * inside is spliced in; a long recording is never held whole in memory.
 */
async function* eventsDocument(head: string, chunks: AsyncGenerator<string>): AsyncGenerator<string> {
  yield `{"recording":${head},"events":[`;
  let first = true;
  for await (const chunk of chunks) {
    const inner = chunk.slice(1, -1);
    if (!inner) continue;
    yield first ? inner : `,${inner}`;
    first = false;
  }
  yield ']}';
}

/** Registers the owner's recording routes. */
export function registerOwnerRecordingRoutes(app: FastifyInstance, { db }: AppDeps): void {
  mount(app, listRecordings, async ({ query, request, reply }) => {
    const website = ownerWebsite(request);
    const rows = await listRows(db, website.id, { page: query.page || undefined, bought: query.bought === undefined ? undefined : query.bought === 'true', before: query.before, limit: PAGE_SIZE + 1 });
    reply.header('cache-control', 'no-store');
    const page = rows.slice(0, PAGE_SIZE);
    return { recordings: page.map(summary), next: rows.length > PAGE_SIZE ? (page.at(-1)?.startedAt ?? null) : null };
  });

  mount(app, getRecordingSettings, async ({ request, reply }) => {
    reply.header('cache-control', 'no-store');
    return readRecordingSettings(db, ownerWebsite(request).id);
  });

  mount(app, saveRecordingSettings, async ({ body, request, reply }) => {
    reply.header('cache-control', 'no-store');
    return saveSettings(db, ownerWebsite(request).id, body);
  });

  mount(app, getRecordingEvents, async ({ params: { id }, request, reply }) => {
    const recording = await findRecording(db, ownerWebsite(request).id, id);
    if (!recording) throw new AppError('NOT_FOUND', MESSAGES.unknownRecording);
    reply.header('cache-control', 'no-store').type('application/json; charset=utf-8');
    return reply.send(Readable.from(eventsDocument(JSON.stringify(summary(recording)), recordingChunks(db, recording.id))));
  });
}
