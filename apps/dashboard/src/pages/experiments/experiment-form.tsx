/**
 * Creating an experiment: its name, a feature toggle (the share of visitors who get the feature) or
 * an A/B test (variants with a value and a weight; the first is the control), and the goal its
 * results count. The server checks everything (weights adding up to 100 …) and its sentence is shown.
 */
import { useState, type FormEvent } from 'react';
import { failureMessage } from '../../api/api-error.ts';
import { useSession } from '../../components/session.ts';
import { Failure } from '../../components/status-views.tsx';
import { GOAL_LABELS, type NewExperiment, type OwnerExperiment } from './experiment-format.ts';

interface VariantRow {
  name: string;
  value: string;
  weight: string;
}

const FIRST_ROWS: VariantRow[] = [
  { name: 'control', value: 'Add to Cart', weight: '50' },
  { name: 'b', value: '', weight: '50' },
];

/** The body of a new experiment from the form's fields. */
export function experimentBody(fields: { name: string; type: 'AB_TEST' | 'FEATURE_TOGGLE'; rows: VariantRow[]; onShare: string; goal: NewExperiment['goal']; goalPath: string }): NewExperiment {
  const variants =
    fields.type === 'FEATURE_TOGGLE'
      ? [
          { name: 'off', value: 'false', weight: 100 - Number(fields.onShare) },
          { name: 'on', value: 'true', weight: Number(fields.onShare) },
        ]
      : fields.rows.map((row) => ({ name: row.name.trim(), value: row.value, weight: Number(row.weight) }));
  return { name: fields.name.trim(), experimentType: fields.type, variants, goal: fields.goal, ...(fields.goal === 'page_view' && { goalPath: fields.goalPath.trim() }) };
}

export function ExperimentForm({ onCreated }: { onCreated(experiment: OwnerExperiment): void }) {
  const { api } = useSession();
  const [name, setName] = useState('');
  const [type, setType] = useState<'AB_TEST' | 'FEATURE_TOGGLE'>('AB_TEST');
  const [rows, setRows] = useState<VariantRow[]>(FIRST_ROWS);
  const [onShare, setOnShare] = useState('50');
  const [goal, setGoal] = useState<NonNullable<NewExperiment['goal']>>('add_to_cart');
  const [goalPath, setGoalPath] = useState('/');
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);

  const setRow = (index: number, change: Partial<VariantRow>) => setRows((all) => all.map((row, i) => (i === index ? { ...row, ...change } : row)));
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    setProblem(null);
    try {
      const answer = await api.call('createExperiment', { body: experimentBody({ name, type, rows, onShare, goal, goalPath }) });
      onCreated(answer.experiment);
      setName('');
      setRows(FIRST_ROWS);
    } catch (failure) {
      setProblem(failureMessage(failure, 'save'));
    } finally {
      setBusy(false);
    }
  };

  return (
    <form className="form" noValidate onSubmit={submit} aria-labelledby="new-experiment">
      <h2 id="new-experiment">New experiment</h2>
      <label className="field">
        <span className="field__label">Name</span>
        <input value={name} onChange={(e) => setName(e.target.value)} aria-describedby="experiment-name-hint" required />
        <span id="experiment-name-hint" className="field__hint">
          Lower-case letters, digits and dashes. Templates and islands read it: <code>add-to-cart-label</code> sets the add-to-cart button’s label.
        </span>
      </label>
      <fieldset className="fieldset">
        <legend>Kind</legend>
        {(['AB_TEST', 'FEATURE_TOGGLE'] as const).map((kind) => (
          <label key={kind} className="field field--check">
            <input type="radio" name="experimentType" value={kind} checked={type === kind} onChange={() => setType(kind)} />
            <span>{kind === 'AB_TEST' ? 'A/B test — variants with their own value' : 'Feature toggle — on for a share of visitors'}</span>
          </label>
        ))}
      </fieldset>
      {type === 'FEATURE_TOGGLE' ? (
        <label className="field">
          <span className="field__label">Visitors with the feature on (%)</span>
          <input type="number" inputMode="numeric" min={0} max={100} step={1} value={onShare} onChange={(e) => setOnShare(e.target.value)} />
        </label>
      ) : (
        <fieldset className="fieldset">
          <legend>Variants (the first is the control; weights add up to 100)</legend>
          <table className="table">
            <thead>
              <tr>
                <th scope="col">Name</th>
                <th scope="col">Value shown</th>
                <th scope="col" className="num">Weight (%)</th>
                <th scope="col">
                  <span className="visually-hidden">Remove</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {rows.map((row, index) => (
                <tr key={index}>
                  <td>
                    <input aria-label={`Variant ${index + 1} name`} value={row.name} onChange={(e) => setRow(index, { name: e.target.value })} />
                  </td>
                  <td>
                    <input aria-label={`Variant ${index + 1} value`} value={row.value} onChange={(e) => setRow(index, { value: e.target.value })} />
                  </td>
                  <td className="num">
                    <input aria-label={`Variant ${index + 1} weight`} type="number" inputMode="numeric" className="input--step" min={0} max={100} step={1} value={row.weight} onChange={(e) => setRow(index, { weight: e.target.value })} />
                  </td>
                  <td>
                    {rows.length > 2 && (
                      <button type="button" className="button button--small button--quiet" onClick={() => setRows((all) => all.filter((_, i) => i !== index))} aria-label={`Remove variant ${index + 1}`}>
                        Remove
                      </button>
                    )}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
          {rows.length < 10 && (
            <button type="button" className="button button--small" onClick={() => setRows((all) => [...all, { name: String.fromCharCode(97 + all.length), value: '', weight: '0' }])}>
              Add a variant
            </button>
          )}
        </fieldset>
      )}
      <label className="field">
        <span className="field__label">Goal</span>
        <select value={goal} onChange={(e) => setGoal(e.target.value as typeof goal)}>
          {Object.entries(GOAL_LABELS).map(([value, label]) => (
            <option key={value} value={value}>
              {label}
            </option>
          ))}
        </select>
      </label>
      {goal === 'page_view' && (
        <label className="field">
          <span className="field__label">Page path</span>
          <input value={goalPath} onChange={(e) => setGoalPath(e.target.value)} />
        </label>
      )}
      {problem && <Failure message={problem} />}
      <div className="form__actions">
        <button type="submit" className="button button--primary" disabled={busy} aria-busy={busy}>
          Create experiment
        </button>
      </div>
    </form>
  );
}
