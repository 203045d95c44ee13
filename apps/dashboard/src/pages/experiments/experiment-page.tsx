/**
 * One experiment (`/config/experiments/:id`): its variants and, per variant, exposures, conversions,
 * conversion rate, revenue and the difference with the control (95% interval), the sample-ratio
 * check; owners with settings:write start, stop or roll out a winner.
 */
import { roleAllows } from '@plinth/platform';
import { useState } from 'react';
import { LoadView } from '../../components/load-view.tsx';
import { PageHeader } from '../../components/page-header.tsx';
import { useSession } from '../../components/session.ts';
import { Failure } from '../../components/status-views.tsx';
import { useAction } from '../../components/use-action.ts';
import { useRouteQuery } from '../../api/use-route-query.ts';
import { Link } from '../../router/history.ts';
import { hrefFor } from '../../router/routes.ts';
import type { PageProps } from '../page-entry.ts';
import { GOAL_LABELS, STATUS_LABELS, TYPE_LABELS, interval, percent, points, pValue, revenue, type ExperimentResults, type OwnerExperiment } from './experiment-format.ts';

type Answer = { experiment: OwnerExperiment; results: ExperimentResults };

export default function ExperimentPage({ params }: PageProps) {
  const { api, contributor } = useSession();
  const experiment = { params: { id: params.id ?? '' } };
  const load = useRouteQuery('getExperiment', experiment);
  const canWrite = roleAllows(contributor.role, 'settings:write');
  const [winner, setWinner] = useState('');
  const act = useAction(async (step: 'start' | 'stop' | 'roll-out') => {
    if (step === 'roll-out') await api.call('rollOutExperiment', { ...experiment, body: { winner } });
    else await api.call(step === 'start' ? 'startExperiment' : 'stopExperiment', experiment);
    load.retry();
  });
  return (
    <LoadView load={load}>
      {({ experiment, results }) => (
        <>
          <PageHeader title={experiment.name}>
            <Link href={hrefFor('experiments')}>All experiments</Link>
          </PageHeader>
          <dl className="facts">
            <dt>Kind</dt>
            <dd>{TYPE_LABELS[experiment.experimentType]}</dd>
            <dt>Status</dt>
            <dd>
              {STATUS_LABELS[experiment.status]}
              {experiment.winner && ` — every visitor gets ${experiment.winner}`}
            </dd>
            <dt>Goal</dt>
            <dd>
              {GOAL_LABELS[experiment.goal]}
              {experiment.goalPath && ` of ${experiment.goalPath}`}
            </dd>
          </dl>
          {canWrite && (
            <div className="form__actions" role="group" aria-label="Change the experiment">
              {(experiment.status === 'draft' || experiment.status === 'stopped') && (
                <button type="button" className="button button--primary" disabled={act.busy} onClick={() => void act.run('start')}>
                  Start
                </button>
              )}
              {(experiment.status === 'running' || experiment.status === 'rolled_out') && (
                <button type="button" className="button" disabled={act.busy} onClick={() => void act.run('stop')}>
                  Stop
                </button>
              )}
              {(experiment.status === 'running' || experiment.status === 'stopped') && (
                <>
                  <label className="field field--inline">
                    <span className="field__label">Winner</span>
                    <select value={winner} onChange={(e) => setWinner(e.target.value)}>
                      <option value="">Choose a variant</option>
                      {experiment.variants.map((variant) => (
                        <option key={variant.name} value={variant.name}>
                          {variant.name}
                        </option>
                      ))}
                    </select>
                  </label>
                  <button type="button" className="button" disabled={act.busy || winner === ''} onClick={() => void act.run('roll-out')}>
                    Roll out the winner
                  </button>
                </>
              )}
            </div>
          )}
          {act.error && <Failure message={act.error} onRetry={act.retry} />}
          <table className="table">
            <caption className="table__caption">Results per variant (conversions after each visitor’s first exposure)</caption>
            <thead>
              <tr>
                <th scope="col">Variant</th>
                <th scope="col">Value</th>
                <th scope="col" className="num">Weight</th>
                <th scope="col" className="num">Exposures</th>
                <th scope="col" className="num">Conversions</th>
                <th scope="col" className="num">Conversion rate</th>
                <th scope="col" className="num">Revenue</th>
                <th scope="col">Against the control (95% interval)</th>
              </tr>
            </thead>
            <tbody>
              {results.variants.map((variant, index) => (
                <tr key={variant.name}>
                  <th scope="row">
                    {variant.name}
                    {index === 0 && <span className="muted"> (control)</span>}
                  </th>
                  <td>{variant.value}</td>
                  <td className="num">{variant.weight}%</td>
                  <td className="num">{variant.exposures}</td>
                  <td className="num">{variant.conversions}</td>
                  <td className="num">{percent(variant.conversionRate)}</td>
                  <td className="num">{revenue(variant.revenueCents, results.currency)}</td>
                  <td>
                    {variant.difference
                      ? `${points(variant.difference.absolute)} (${interval(variant.difference.low, variant.difference.high)})${variant.difference.significant ? ' — significant' : ''}`
                      : '—'}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
          <p className={results.sampleRatio.mismatch ? 'form__problem' : 'muted'} role={results.sampleRatio.mismatch ? 'alert' : undefined}>
            {results.sampleRatio.mismatch
              ? `Sample-ratio mismatch: the split of visitors does not match the weights (χ² = ${results.sampleRatio.chiSquare.toFixed(2)}, ${pValue(results.sampleRatio.pValue)}). Check what serves the variants before trusting these results.`
              : `The split of visitors matches the weights (χ² = ${results.sampleRatio.chiSquare.toFixed(2)}, ${pValue(results.sampleRatio.pValue)}).`}
          </p>
        </>
      )}
    </LoadView>
  );
}
