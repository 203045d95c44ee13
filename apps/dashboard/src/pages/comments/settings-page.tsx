/**
 * Comment settings (`/config/comments/settings`; issue 17, platform.md §3 website settings
 * commentsEnabled, simpleLikingEnabled, disqusShortname, shareButtonOptions): comments on or off,
 * approval at once or through the queue, where the new-comment e-mail goes, likes, the share
 * buttons, the Twitter follow account and Disqus. Read with comments:read; saved with settings:write.
 */
import { SHARE_SERVICES, type ShareService } from '@plinth/api';
import { roleAllows } from '@plinth/platform';
import { useState, type FormEvent } from 'react';
import { LoadView } from '../../components/load-view.tsx';
import { PageHeader } from '../../components/page-header.tsx';
import { useSession } from '../../components/session.ts';
import { Failure } from '../../components/status-views.tsx';
import { useAction } from '../../components/use-action.ts';
import { routeKey } from '../../api/query-keys.ts';
import { useCombinedQuery } from '../../api/use-route-query.ts';
import { Link } from '../../router/history.ts';
import { hrefFor } from '../../router/routes.ts';
import { loadSettings, saveSettings, type CommentSettings, type CommentSettingsView } from './comments-api.ts';
import './comments.css';

const SHARE_LABELS: Record<ShareService, string> = {
  facebook: 'Facebook',
  twitter: 'X (Twitter)',
  linkedin: 'LinkedIn',
  pinterest: 'Pinterest',
  reddit: 'Reddit',
  tumblr: 'Tumblr',
  email: 'Email',
};

export default function CommentSettingsPage() {
  const { api } = useSession();
  const settings = useCombinedQuery([routeKey('getCommentSettings')], loadSettings);
  return (
    <>
      <PageHeader title="Comment settings">
        <Link className="button" href={hrefFor('comments')}>
          Back to comments
        </Link>
      </PageHeader>
      <LoadView load={settings}>{(data) => <SettingsForm initial={data} choices={data.collectionChoices} onSaved={(saved) => settings.setData((old) => ({ ...saved, collectionChoices: old.collectionChoices }))} />}</LoadView>
    </>
  );
}

function SettingsForm({ initial, choices, onSaved }: { initial: CommentSettings; choices: CommentSettingsView['collectionChoices']; onSaved(settings: CommentSettings): void }) {
  const { api, contributor } = useSession();
  const mayWrite = roleAllows(contributor.role, 'settings:write');
  const [form, setForm] = useState(initial);
  const [saved, setSaved] = useState(false);
  const save = useAction(async () => {
    const result = await saveSettings(api, {
      commentsEnabled: form.commentsEnabled,
      autoApprove: form.autoApprove,
      notifyEmail: form.notifyEmail ?? '',
      simpleLikingEnabled: form.simpleLikingEnabled,
      shareButtonOptions: Object.fromEntries(SHARE_SERVICES.map((s) => [s, form.shareButtonOptions[s] === true])),
      twitterUserName: form.twitterUserName ?? '',
      disqusShortname: form.disqusShortname ?? '',
      collectionIds: form.collectionIds,
    });
    onSaved(result);
    setForm(result);
    setSaved(true);
  });
  const set = <K extends keyof CommentSettings>(key: K, value: CommentSettings[K]) => {
    setSaved(false);
    setForm((f) => ({ ...f, [key]: value }));
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    void save.run();
  };
  return (
    <form className="panel form" onSubmit={submit} noValidate aria-label="Comment settings">
      {!mayWrite && <p className="notice">Your role may read these settings; an administrator changes them.</p>}
      <fieldset className="fieldset" disabled={!mayWrite}>
        <legend className="field__label">Comments</legend>
        <label className="field--check">
          <input type="checkbox" checked={form.commentsEnabled} onChange={(e) => set('commentsEnabled', e.currentTarget.checked)} /> Visitors may comment on blog posts
        </label>
        <label className="field--check">
          <input type="checkbox" checked={form.autoApprove} onChange={(e) => set('autoApprove', e.currentTarget.checked)} /> Show new comments at once (no approval)
        </label>
        <label className="field">
          <span className="field__label">E-mail about new comments to</span>
          <input type="email" value={form.notifyEmail ?? ''} maxLength={254} onChange={(e) => set('notifyEmail', e.currentTarget.value)} aria-describedby="comment-settings-notify-hint" />
          <span className="field__hint" id="comment-settings-notify-hint">
            Empty: the site’s administrators.
          </span>
        </label>
        {choices.length > 0 && (
          <fieldset className="fieldset comment-settings__shares">
            <legend className="field__label">Besides blog posts, comments on the items of</legend>
            {choices.map((choice) => (
              <label key={choice.id} className="field--check">
                <input
                  type="checkbox"
                  checked={form.collectionIds.includes(choice.id)}
                  onChange={(e) => {
                    const checked = e.currentTarget.checked;
                    set('collectionIds', checked ? [...form.collectionIds, choice.id] : form.collectionIds.filter((id) => id !== choice.id));
                  }}
                />{' '}
                {choice.title}
              </label>
            ))}
          </fieldset>
        )}
        <label className="field">
          <span className="field__label">Disqus shortname</span>
          <input value={form.disqusShortname ?? ''} maxLength={64} onChange={(e) => set('disqusShortname', e.currentTarget.value)} aria-describedby="comment-settings-disqus-hint" />
          <span className="field__hint" id="comment-settings-disqus-hint">
            Set, Disqus shows the comments instead (loaded when a visitor asks).
          </span>
        </label>
      </fieldset>
      <fieldset className="fieldset" disabled={!mayWrite}>
        <legend className="field__label">Likes and sharing</legend>
        <label className="field--check">
          <input type="checkbox" checked={form.simpleLikingEnabled} onChange={(e) => set('simpleLikingEnabled', e.currentTarget.checked)} /> Show the like button
        </label>
        <fieldset className="fieldset comment-settings__shares">
          <legend className="field__label">Share buttons</legend>
          {SHARE_SERVICES.map((service) => (
            <label key={service} className="field--check">
              <input
                type="checkbox"
                checked={form.shareButtonOptions[service] === true}
                onChange={(e) => {
                  const checked = e.currentTarget.checked;
                  set('shareButtonOptions', { ...form.shareButtonOptions, [service]: checked });
                }}
              />{' '}
              {SHARE_LABELS[service]}
            </label>
          ))}
        </fieldset>
        <label className="field">
          <span className="field__label">Twitter account to follow</span>
          <input value={form.twitterUserName ?? ''} maxLength={16} placeholder="@yourshop" onChange={(e) => set('twitterUserName', e.currentTarget.value)} />
        </label>
      </fieldset>
      {save.error && <Failure message={save.error} />}
      <p role="status" className="muted">
        {saved ? 'Settings saved.' : ''}
      </p>
      {mayWrite && (
        <div className="form__actions">
          <button type="submit" className="button button--primary" disabled={save.busy} aria-busy={save.busy}>
            {save.busy ? 'Saving…' : 'Save'}
          </button>
        </div>
      )}
    </form>
  );
}
