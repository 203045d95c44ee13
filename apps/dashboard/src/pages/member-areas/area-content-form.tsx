/**
 * What the area keeps for members, as checkboxes: pages, blogs and stores of the site and single
 * blog posts (`GET /api/owner/member-areas/content-choices`); saved with
 * `PUT /api/owner/member-areas/:id/content`.
 */
import { useMemo, useState, type FormEvent } from 'react';
import type { MemberArea } from '../../api/types.ts';
import { LoadView } from '../../components/load-view.tsx';
import { useSession } from '../../components/session.ts';
import { Failure } from '../../components/status-views.tsx';
import { useAction } from '../../components/use-action.ts';
import { useRouteQuery } from '../../api/use-route-query.ts';
import { contentBody, contentGroups, contentKey, type ContentEntry } from './content-choices.ts';

export function AreaContentForm({ area, onSaved }: { area: MemberArea; onSaved(area: MemberArea): void }) {
  const { api } = useSession();
  const choices = useRouteQuery('listMemberAreaContentChoices');
  return (
    <section className="panel" aria-labelledby="area-content-title">
      <h2 id="area-content-title" className="panel__title">
        Content for members
      </h2>
      <LoadView load={choices}>{({ choices: offered }) => <ContentChecklist area={area} offered={offered} onSaved={onSaved} />}</LoadView>
    </section>
  );
}

function ContentChecklist({ area, offered, onSaved }: { area: MemberArea; offered: ContentEntry[]; onSaved(area: MemberArea): void }) {
  const { api } = useSession();
  const groups = useMemo(() => contentGroups(offered, area.content), [offered, area.content]);
  const [checked, setChecked] = useState<Set<string>>(() => new Set(area.content.map(contentKey)));
  const [saved, setSaved] = useState(false);
  const save = useAction(async () => {
    const answer = await api.call('setMemberAreaContent', { params: { id: area.id }, body: contentBody(groups, checked) });
    onSaved(answer.memberArea);
    setSaved(true);
  });
  const toggle = (key: string, on: boolean) => {
    setSaved(false);
    setChecked((current) => {
      const next = new Set(current);
      if (on) next.add(key);
      else next.delete(key);
      return next;
    });
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    void save.run();
  };

  if (groups.length === 0) return <p className="empty">The site has no pages, blogs or stores yet.</p>;
  return (
    <form className="form" onSubmit={submit}>
      <div className="content-groups">
        {groups.map((group) => (
          <fieldset key={group.legend} className="fieldset">
            <legend>{group.legend}</legend>
            {group.choices.map((choice) => (
              <label key={choice.key} className="content-choice">
                <input type="checkbox" checked={checked.has(choice.key)} onChange={(e) => toggle(choice.key, e.target.checked)} />
                <span>{choice.title}</span>
                <span className="content-choice__url">{choice.url}</span>
              </label>
            ))}
          </fieldset>
        ))}
      </div>
      {save.error && <Failure message={save.error} onRetry={save.retry} />}
      <div className="form__actions">
        <button type="submit" className="button button--primary" disabled={save.busy} aria-busy={save.busy}>
          {save.busy ? 'Saving…' : 'Save content'}
        </button>
        <span role="status">{saved ? `Saved: ${checked.size} ${checked.size === 1 ? 'entry' : 'entries'} for members.` : ''}</span>
      </div>
    </form>
  );
}
