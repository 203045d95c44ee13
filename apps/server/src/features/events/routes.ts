import { createEvent as createRoute, deleteEvent as deleteRoute, EVENT_MESSAGES, getEvent, listEvents, updateEvent as updateRoute } from '@plinth/api';
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../infra/app-deps.ts';
import { AppError } from '../../infra/errors/app-error.ts';
import { ownerWebsite } from '../owner/index.ts';
import { findEventRecord, listEventRecords, listEventsCollections } from './events-repository.ts';
import { createEvent, deleteEvent, ownerEvent, updateEvent } from './events-service.ts';

/** The owner's events API: content:read to read, content:write (and the crumb) to change. */
export function registerEventRoutes(app: FastifyInstance, { db, now }: AppDeps): void {
  app.get(listEvents.path, { config: { access: listEvents.access } }, async (request) => {
    const website = ownerWebsite(request);
    const [collections, events] = await Promise.all([listEventsCollections(db, website.id), listEventRecords(db, website.id)]);
    return { collections, events: events.map(ownerEvent), timeZone: website.timeZone };
  });

  app.get(getEvent.path, { config: { access: getEvent.access } }, async (request) => {
    const { id } = getEvent.params.parse(request.params);
    const event = await findEventRecord(db, ownerWebsite(request).id, id);
    if (!event) throw new AppError('NOT_FOUND', EVENT_MESSAGES.notFound);
    return { event: ownerEvent(event) };
  });

  app.post(createRoute.path, { config: { access: createRoute.access } }, async (request, reply) => {
    const website = ownerWebsite(request);
    const { collectionId, ...input } = createRoute.body.parse(request.body);
    return reply.code(201).send({ event: await createEvent(db, website.id, website.timeZone, collectionId, input, now()) });
  });

  app.put(updateRoute.path, { config: { access: updateRoute.access } }, async (request) => {
    const website = ownerWebsite(request);
    const { id } = updateRoute.params.parse(request.params);
    return { event: await updateEvent(db, website.id, website.timeZone, id, updateRoute.body.parse(request.body), now()) };
  });

  app.delete(deleteRoute.path, { config: { access: deleteRoute.access } }, async (request, reply) => {
    const { id } = deleteRoute.params.parse(request.params);
    await deleteEvent(db, ownerWebsite(request).id, id);
    return reply.code(204).send();
  });
}
