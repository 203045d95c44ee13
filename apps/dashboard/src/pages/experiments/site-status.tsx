/**
 * The experiments page's line on overrides: whether `?experiment.<name>=<variant>` picks a variant on
 * the site's pages, which is so only while the site's status is Internal (platform.md §8). Owners
 * with settings:write change the status here (`setSiteStatus`).
 */
import { WEBSITE_STATUSES, type WebsiteStatus } from '@plinth/platform';
import { useState } from 'react';
import { Failure } from '../../components/status-views.tsx';
import { useAction } from '../../components/use-action.ts';
import { useRouteQuery } from '../../api/use-route-query.ts';
import { useSession } from '../../components/session.ts';
import { statusLabel, type SiteStatus } from './experiment-format.ts';

const STATUSES = Object.keys(WEBSITE_STATUSES) as WebsiteStatus[];

export function SiteStatusLine({ canWrite }: { canWrite: boolean }) {
  const { api } = useSession();
  const load = useRouteQuery('getSiteStatus');
  const [chosen, setChosen] = useState<WebsiteStatus | ''>('');
  const save = useAction(async (status: WebsiteStatus) => {
    const saved = await api.call('setSiteStatus', { body: { status } });
    load.setData(() => saved);
    setChosen('');
  });
  // A failed read leaves the page usable: the line says so instead of taking the list down.
  if (load.status === 'pending') return null;
  if (load.status === 'failed') return <p className="muted">Whether overrides are on could not be read.</p>;
  const site = load.data;
  const selected = chosen || site.status;
  return (
    <section aria-labelledby="overrides-heading" className="overrides">
      <h2 id="overrides-heading" className="visually-hidden">Overrides</h2>
      <OverridesSentence site={site} />
      {canWrite && (
        <form
          className="form__actions"
          onSubmit={(event) => {
            event.preventDefault();
            void save.run(selected);
          }}
        >
          <label className="field field--inline">
            <span className="field__label">Site status</span>
            <select value={selected} onChange={(event) => setChosen(event.target.value as WebsiteStatus)}>
              {STATUSES.map((status) => (
                <option key={status} value={status}>
                  {statusLabel(status)} ({WEBSITE_STATUSES[status]})
                </option>
              ))}
            </select>
          </label>
          <button type="submit" className="button" disabled={save.busy || selected === site.status}>
            Save status
          </button>
        </form>
      )}
      {save.error && <Failure message={save.error} onRetry={save.retry} />}
    </section>
  );
}

/** Whether overrides are on, and why. */
export function OverridesSentence({ site }: { site: SiteStatus }) {
  return (
    <p role="status">
      {site.experimentOverrides ? (
        <>
          <strong>Overrides are on:</strong> the site’s status is {statusLabel(site.status)}, so <code>?experiment.&lt;name&gt;=&lt;variant&gt;</code> in a
          page’s address shows that variant (never stored or counted).
        </>
      ) : (
        <>
          <strong>Overrides are off:</strong> the site’s status is {statusLabel(site.status)}. Set it to Internal to try a variant with{' '}
          <code>?experiment.&lt;name&gt;=&lt;variant&gt;</code>.
        </>
      )}
    </p>
  );
}
