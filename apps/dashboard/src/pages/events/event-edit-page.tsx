/**
 * New event (`/config/events/new`) and Edit event (`/config/events/:id`): the event form; a new
 * event goes into the events collection chosen (the only one, usually) and opens for editing.
 */
import { roleAllows } from '@plinth/platform';
import { useState } from 'react';
import { LoadView } from '../../components/load-view.tsx';
import { PageHeader } from '../../components/page-header.tsx';
import { useSession } from '../../components/session.ts';
import { Failure } from '../../components/status-views.tsx';
import { useAction } from '../../components/use-action.ts';
import { routeKey } from '../../api/query-keys.ts';
import { useCombinedQuery } from '../../api/use-route-query.ts';
import { Link, navigate } from '../../router/history.ts';
import { hrefFor } from '../../router/routes.ts';
import type { PageProps } from '../page-entry.ts';
import { DEFAULT_SITE_TIME_ZONE, fromZonedInput, toZonedInput } from '../editor/zoned-time.ts';
import { EventForm } from './event-form.tsx';
import { createEvent, getEvent, listEvents, updateEvent, type CalendarEvent, type EventDraft, type EventsCollection } from './events-api.ts';

const HOUR = 3_600_000;

/** A new event: a week from today at 10:00 in the site's zone, two hours long. */
function blankDraft(timeZone: string): EventDraft {
  const day = toZonedInput(Date.now() + 7 * 24 * HOUR, timeZone).slice(0, 10);
  const start = fromZonedInput(`${day}T10:00`, timeZone) ?? Date.now();
  return { title: '', description: '', startDate: start, endDate: start + 2 * HOUR, timeZone, location: { addressLine1: '', addressLine2: '', addressCountry: '', mapLat: null, mapLng: null }, status: 'published' };
}

const draftOfEvent = (event: CalendarEvent): EventDraft => ({ title: event.title, description: event.description, startDate: event.startDate, endDate: event.endDate, timeZone: event.timeZone, location: event.location, status: event.status === 'draft' ? 'draft' : 'published' });

export default function EventEditPage({ params }: PageProps) {
  const id = params.id;
  return id ? <EditEvent id={id} /> : <NewEvent />;
}

function NewEvent() {
  const { api, timeZone } = useSession();
  const load = useCombinedQuery([routeKey('listEvents')], listEvents);
  const [collectionId, setCollectionId] = useState<string | null>(null);
  const save = useAction(async (collection: EventsCollection, draft: EventDraft) => {
    const event = await createEvent(api, collection.id, draft);
    navigate(hrefFor('event', { id: event.id }), { replace: true });
  });
  return (
    <>
      <PageHeader title="New event" />
      <p>
        <Link href={hrefFor('events')}>← Events</Link>
      </p>
      <LoadView load={load}>
        {({ collections }) => {
          const collection = collections.find((c) => c.id === collectionId) ?? collections[0];
          if (!collection) return <p className="empty">This site has no events collection yet.</p>;
          return (
            <>
              {collections.length > 1 && (
                <label className="field field--inline">
                  <span className="field__label">Collection</span>
                  <select value={collection.id} onChange={(e) => setCollectionId(e.currentTarget.value)}>
                    {collections.map((c) => (
                      <option key={c.id} value={c.id}>
                        {c.title}
                      </option>
                    ))}
                  </select>
                </label>
              )}
              <EventForm initial={blankDraft(timeZone ?? DEFAULT_SITE_TIME_ZONE)} readOnly={false} busy={save.busy} submitLabel="Create event" onSubmit={(draft) => void save.run(collection, draft)} />
            </>
          );
        }}
      </LoadView>
      {save.error && <Failure message={save.error} onRetry={save.retry} />}
    </>
  );
}

function EditEvent({ id }: { id: string }) {
  const { api, contributor } = useSession();
  const load = useCombinedQuery([routeKey('getEvent', { params: { id } })], (api) => getEvent(api, id));
  const [saved, setSaved] = useState(false);
  const save = useAction(async (draft: EventDraft) => {
    const event = await updateEvent(api, id, draft);
    load.setData(() => event);
    setSaved(true);
  });
  const readOnly = !roleAllows(contributor.role, 'content:write');
  return (
    <>
      <PageHeader title="Edit event" />
      <p>
        <Link href={hrefFor('events')}>← Events</Link>
      </p>
      <LoadView load={load}>
        {(event) => (
          <>
            <p>
              <a href={event.fullUrl}>View on site</a>
            </p>
            <EventForm key={event.id} initial={draftOfEvent(event)} readOnly={readOnly} busy={save.busy} submitLabel="Save event" onSubmit={(draft) => { setSaved(false); void save.run(draft); }} />
          </>
        )}
      </LoadView>
      {saved && !save.busy && !save.error && <p className="notice" role="status">Saved.</p>}
      {save.error && <Failure message={save.error} onRetry={save.retry} />}
    </>
  );
}
