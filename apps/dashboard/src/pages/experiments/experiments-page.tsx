/**
 * Experiments (`/config/experiments`): the site's feature toggles and A/B tests with their status,
 * each linking to its results; owners with settings:write create new ones here.
 */
import { roleAllows } from '@plinth/platform';
import { LoadView } from '../../components/load-view.tsx';
import { PageHeader } from '../../components/page-header.tsx';
import { useSession } from '../../components/session.ts';
import { useRouteQuery } from '../../api/use-route-query.ts';
import { formatDateTime } from '../../format.ts';
import { Link } from '../../router/history.ts';
import { hrefFor } from '../../router/routes.ts';
import type { PageProps } from '../page-entry.ts';
import { GOAL_LABELS, STATUS_LABELS, TYPE_LABELS, type OwnerExperiment } from './experiment-format.ts';
import { ExperimentForm } from './experiment-form.tsx';
import { SiteStatusLine } from './site-status.tsx';

export default function ExperimentsPage(_props: PageProps) {
  const { api, contributor } = useSession();
  const load = useRouteQuery('listExperiments');
  const canWrite = roleAllows(contributor.role, 'settings:write');
  return (
    <>
      <PageHeader title="Experiments" />
      <p className="muted">Variants are chosen on the server when a page is rendered: each visitor keeps theirs, and the first HTML already shows it.</p>
      <SiteStatusLine canWrite={canWrite} />
      <LoadView load={load}>
        {({ experiments }) => (
          <>
            {experiments.length === 0 ? (
              <p className="empty">No experiments yet.</p>
            ) : (
              <table className="table">
                <caption className="visually-hidden">Experiments</caption>
                <thead>
                  <tr>
                    <th scope="col">Name</th>
                    <th scope="col">Kind</th>
                    <th scope="col">Status</th>
                    <th scope="col">Goal</th>
                    <th scope="col">Started</th>
                  </tr>
                </thead>
                <tbody>
                  {experiments.map((experiment) => (
                    <tr key={experiment.id}>
                      <th scope="row">
                        <Link href={hrefFor('experiment', { id: experiment.id })}>{experiment.name}</Link>
                      </th>
                      <td>{TYPE_LABELS[experiment.experimentType]}</td>
                      <td>
                        <span className={experiment.status === 'running' ? 'badge' : 'badge badge--muted'}>{STATUS_LABELS[experiment.status]}</span>
                        {experiment.winner && ` (${experiment.winner})`}
                      </td>
                      <td>{GOAL_LABELS[experiment.goal]}{experiment.goalPath && ` ${experiment.goalPath}`}</td>
                      <td>{experiment.startedAt ? formatDateTime(experiment.startedAt) : '—'}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            )}
            {canWrite && <ExperimentForm onCreated={(created) => load.setData((data) => ({ experiments: [created, ...data.experiments] }))} />}
          </>
        )}
      </LoadView>
    </>
  );
}
