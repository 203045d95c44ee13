/** The area's details on its page: the same fields as a new area, saved with `PATCH /api/owner/member-areas/:id`. */
import { useState, type FormEvent } from 'react';
import type { MemberArea } from '../../api/types.ts';
import { useSession } from '../../components/session.ts';
import { Failure } from '../../components/status-views.tsx';
import { useAction } from '../../components/use-action.ts';
import { accessLabel } from './access-label.ts';
import { areaBody, draftFromArea, type AreaBody, type AreaDraft } from './area-draft.ts';
import { AreaFields } from './area-fields.tsx';

export function AreaDetailsForm({ area, onSaved }: { area: MemberArea; onSaved(area: MemberArea): void }) {
  const { api, currency } = useSession();
  const [draft, setDraft] = useState<AreaDraft>(() => draftFromArea(area, currency));
  const [problem, setProblem] = useState<string | null>(null);
  const [saved, setSaved] = useState(false);
  const save = useAction(async (body: AreaBody) => {
    const answer = await api.call('updateMemberArea', { params: { id: area.id }, body });
    onSaved(answer.memberArea);
    setDraft(draftFromArea(answer.memberArea, currency));
    setSaved(true);
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const checked = areaBody(draft, currency, area);
    if ('problem' in checked) return setProblem(checked.problem);
    setProblem(null);
    void save.run(checked.body);
  };

  return (
    <section className="panel" aria-labelledby="area-details-title">
      <h2 id="area-details-title" className="panel__title">
        Details
      </h2>
      <form className="form" onSubmit={submit} noValidate aria-labelledby="area-details-title">
        {area.access === 'paid' && area.product && (
          <p className="muted area-note">
            {accessLabel(area)}, sold as <a href={area.product.url}>{area.product.title}</a>.
          </p>
        )}
        <AreaFields
          area={area}
          draft={draft}
          onChange={(changes) => {
            setSaved(false);
            setDraft((d) => ({ ...d, ...changes }));
          }}
        />
        {problem && (
          <p className="form__problem" role="alert">
            {problem}
          </p>
        )}
        {save.error && <Failure message={save.error} onRetry={save.retry} />}
        <div className="form__actions">
          <button type="submit" className="button button--primary" disabled={save.busy} aria-busy={save.busy}>
            {save.busy ? 'Saving…' : 'Save details'}
          </button>
          <span role="status">{saved ? 'Saved.' : ''}</span>
        </div>
      </form>
    </section>
  );
}
