/**
 * Events (`/config/events`): the events of the site's events collections, soonest first, each with
 * when (in its own time zone) and where; New event, Edit and Delete (with a confirmation).
 */
import { roleAllows } from '@plinth/platform';
import { useState } from 'react';
import { ConfirmDialog } from '../../components/confirm-dialog.tsx';
import { LoadView } from '../../components/load-view.tsx';
import { PageHeader } from '../../components/page-header.tsx';
import { useSession } from '../../components/session.ts';
import { Failure } from '../../components/status-views.tsx';
import { useAction } from '../../components/use-action.ts';
import { routeKey } from '../../api/query-keys.ts';
import { useCombinedQuery } from '../../api/use-route-query.ts';
import { formatDateTime } from '../../format.ts';
import { Link } from '../../router/history.ts';
import { hrefFor } from '../../router/routes.ts';
import { deleteEvent, listEvents, type CalendarEvent } from './events-api.ts';

const placeOf = (event: CalendarEvent) => [event.location.addressLine1, event.location.addressLine2, event.location.addressCountry].filter(Boolean).join(', ');

export default function EventsPage() {
  const { api, contributor } = useSession();
  const load = useCombinedQuery([routeKey('listEvents')], listEvents);
  const canWrite = roleAllows(contributor.role, 'content:write');
  const [removing, setRemoving] = useState<CalendarEvent | null>(null);
  const remove = useAction(async (event: CalendarEvent) => {
    await deleteEvent(api, event.id);
    load.setData((data) => ({ ...data, events: data.events.filter((e) => e.id !== event.id) }));
  });
  return (
    <>
      <PageHeader title="Events">
        {canWrite && (
          <Link className="button button--primary" href={hrefFor('event-new')}>
            New event
          </Link>
        )}
      </PageHeader>
      <LoadView load={load}>
        {({ collections, events }) =>
          collections.length === 0 ? (
            <p className="empty">This site has no events collection yet.</p>
          ) : events.length === 0 ? (
            <p className="empty">No events yet.</p>
          ) : (
            <table className="table">
              <caption className="visually-hidden">Events, soonest first</caption>
              <thead>
                <tr>
                  <th scope="col">Event</th>
                  <th scope="col">Starts</th>
                  <th scope="col">Ends</th>
                  <th scope="col">Where</th>
                  <th scope="col">Status</th>
                  {canWrite && <th scope="col"><span className="visually-hidden">Actions</span></th>}
                </tr>
              </thead>
              <tbody>
                {events.map((event) => (
                  <tr key={event.id}>
                    <td>
                      <Link href={hrefFor('event', { id: event.id })}>{event.title}</Link>
                    </td>
                    <td>{formatDateTime(event.startDate, event.timeZone)} <small>({event.timeZone})</small></td>
                    <td>{formatDateTime(event.endDate, event.timeZone)}</td>
                    <td>{placeOf(event) || '—'}</td>
                    <td>{event.status === 'draft' ? 'Draft' : event.endDate <= Date.now() ? 'Past' : 'Upcoming'}</td>
                    {canWrite && (
                      <td>
                        <button type="button" className="button button--small" onClick={() => setRemoving(event)} aria-label={`Delete ${event.title}`}>
                          Delete
                        </button>
                      </td>
                    )}
                  </tr>
                ))}
              </tbody>
            </table>
          )
        }
      </LoadView>
      {remove.error && <Failure message={remove.error} onRetry={remove.retry} />}
      {removing && (
        <ConfirmDialog
          title="Delete event"
          message={`“${removing.title}” leaves the site and visitors' links to it stop working.`}
          confirmLabel="Delete"
          onClose={(confirmed) => {
            const event = removing;
            setRemoving(null);
            if (confirmed) void remove.run(event);
          }}
        />
      )}
    </>
  );
}
