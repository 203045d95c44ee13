import { createEvent as createRoute, deleteEvent as deleteRoute, EVENT_MESSAGES, getEvent, listEvents, updateEvent as updateRoute } from '@plinth/api';
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../infra/app-deps.ts';
import { AppError } from '../../infra/errors/app-error.ts';
import { mount } from '../../infra/http/mount.ts';
import { ownerWebsite } from '../owner/index.ts';
import { findEventRecord, listEventRecords, listEventsCollections } from './events-repository.ts';
import { createEvent, deleteEvent, ownerEvent, updateEvent } from './events-service.ts';

/** The owner's events API: content:read to read, content:write (and the crumb) to change. */
export function registerEventRoutes(app: FastifyInstance, { db, now }: AppDeps): void {
  mount(app, listEvents, async ({ request }) => {
    const website = ownerWebsite(request);
    const [collections, events] = await Promise.all([listEventsCollections(db, website.id), listEventRecords(db, website.id)]);
    return { collections, events: events.map(ownerEvent), timeZone: website.timeZone };
  });

  mount(app, getEvent, async ({ params: { id }, request }) => {
    const event = await findEventRecord(db, ownerWebsite(request).id, id);
    if (!event) throw new AppError('NOT_FOUND', EVENT_MESSAGES.notFound);
    return { event: ownerEvent(event) };
  });

  mount(app, createRoute, async ({ body: { collectionId, ...input }, request }) => {
    const website = ownerWebsite(request);
    return { event: await createEvent(db, website.id, website.timeZone, collectionId, input, now()) };
  });

  mount(app, updateRoute, async ({ params: { id }, body, request }) => {
    const website = ownerWebsite(request);
    return { event: await updateEvent(db, website.id, website.timeZone, id, body, now()) };
  });

  mount(app, deleteRoute, async ({ params: { id }, request }) => {
    await deleteEvent(db, ownerWebsite(request).id, id);
  });
}
