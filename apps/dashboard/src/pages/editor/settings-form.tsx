/**
 * The settings panel of a page or post: title, navigation title, URL slug (the server explains a
 * bad one: '{val} is not a valid page URL.'), status (Scheduled with a date and time in the site's
 * time zone), the member-area lock note, SEO title and description, social image; a post's
 * excerpt, tags and categories (the taxonomy feature's `PUT /api/owner/items/:id/taxonomy`).
 */
import type { EDITOR_PAGE_STATUSES } from '@plinth/api';
import { MEMBERS_ONLY_PAGE_NOTE, PAGE_STATUS_LABELS } from '@plinth/platform';
import { useId, useState, type FormEvent } from 'react';
import { MediaPickerDialog } from '../../components/media-picker/media-picker-dialog.tsx';
import { SaveFooter } from '../../components/save-footer.tsx';
import { useSession } from '../../components/session.ts';
import { useAction } from '../../components/use-action.ts';
import { saveTaxonomy, updatePage, updatePost, type EditorPost, type PageSettings, type PageSettingsInput } from './editor-api.ts';
import { DEFAULT_SITE_TIME_ZONE, fromZonedInput, toZonedInput } from './zoned-time.ts';
import './settings-form.css';

type Status = (typeof EDITOR_PAGE_STATUSES)[number];
// Listed here, not imported, so the settings page's chunk carries no zod.
const STATUSES: readonly Status[] = ['published', 'scheduled', 'needs-review', 'draft', 'private'];
const STATUS_WORDS: Record<Status, string> = {
  published: 'Published',
  scheduled: PAGE_STATUS_LABELS.SCHEDULED,
  'needs-review': PAGE_STATUS_LABELS.NEEDS_REVIEW,
  draft: PAGE_STATUS_LABELS.DRAFT,
  private: PAGE_STATUS_LABELS.PRIVATE,
};

export interface SettingsFormProps {
  kind: 'pages' | 'posts';
  page: PageSettings;
  post?: EditorPost;
  /** The site's time zone, when the server tells it. */
  timeZone?: string;
  readOnly: boolean;
  onSaved(page: PageSettings, post?: EditorPost): void;
}

const terms = (text: string) => text.split(',').map((t) => t.trim()).filter(Boolean);

export function SettingsForm({ kind, page, post, timeZone = DEFAULT_SITE_TIME_ZONE, readOnly, onSaved }: SettingsFormProps) {
  const { api } = useSession();
  const id = useId();
  const [form, setForm] = useState({
    title: page.title,
    navigationTitle: page.navigationTitle,
    urlId: page.urlId,
    status: page.status as Status,
    publishAt: page.publishAt === null ? '' : toZonedInput(page.publishAt, timeZone),
    seoTitle: page.seoTitle,
    seoDescription: page.seoDescription,
    socialImageMediaId: page.socialImageMediaId,
    excerpt: post?.excerpt ?? '',
    tags: (post?.tags ?? []).join(', '),
    categories: (post?.categories ?? []).join(', '),
  });
  const [problem, setProblem] = useState<string | null>(null);
  const [picking, setPicking] = useState(false);
  const [saved, setSaved] = useState(false);
  const set = (changes: Partial<typeof form>) => {
    setSaved(false);
    setForm((f) => ({ ...f, ...changes }));
  };
  const save = useAction(async (body: PageSettingsInput) => {
    if (kind === 'pages') {
      onSaved(await updatePage(api, page.id, body));
    } else {
      const answer = await updatePost(api, page.id, { ...body, excerpt: form.excerpt });
      const taxonomy = (await saveTaxonomy(api, page.id, { tags: terms(form.tags), categories: terms(form.categories) })) as { tags: string[]; categories: string[] };
      onSaved(answer.page, { ...answer.post, ...taxonomy });
    }
    setSaved(true);
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!form.title.trim()) return setProblem('Please enter a title.');
    let publishAt: number | null = null;
    if (form.status === 'scheduled') {
      publishAt = fromZonedInput(form.publishAt, timeZone);
      if (publishAt === null) return setProblem('Choose the date and time to publish.');
    }
    setProblem(null);
    void save.run({
      title: form.title,
      ...(kind === 'pages' ? { navigationTitle: form.navigationTitle } : {}),
      urlId: form.urlId,
      status: form.status,
      publishAt,
      seoTitle: form.seoTitle,
      seoDescription: form.seoDescription,
      socialImageMediaId: form.socialImageMediaId,
    });
  };
  // The server's refusal of a slug belongs beside the slug field.
  const slugProblem = save.error?.endsWith('is not a valid page URL.') ? save.error : null;
  const footerSave = slugProblem ? { ...save, error: null } : save;
  return (
    <form className="form settings-form" onSubmit={submit} noValidate aria-label={kind === 'pages' ? 'Page settings' : 'Post settings'}>
      {page.membersOnly && (
        <p className="notice notice--lock" role="note">
          <svg width="16" height="16" viewBox="0 0 16 16" fill="none" stroke="currentColor" strokeWidth="1.8" aria-hidden="true" focusable="false">
            <rect x="3" y="7" width="10" height="7" rx="1.5" />
            <path d="M5.5 7V5a2.5 2.5 0 0 1 5 0v2" />
          </svg>
          {MEMBERS_ONLY_PAGE_NOTE}
        </p>
      )}
      <fieldset className="fieldset" disabled={readOnly || save.busy}>
        <legend>General</legend>
        <label className="field">
          <span className="field__label">Title</span>
          <input value={form.title} maxLength={200} required aria-invalid={problem === 'Please enter a title.' || undefined} onChange={(e) => set({ title: e.target.value })} />
        </label>
        {kind === 'pages' && (
          <label className="field">
            <span className="field__label">Navigation title</span>
            <span className="field__hint">What the site's menu says; the title when empty.</span>
            <input value={form.navigationTitle} maxLength={200} onChange={(e) => set({ navigationTitle: e.target.value })} />
          </label>
        )}
        <label className="field">
          <span className="field__label">URL slug</span>
          <span className="field__hint" id={`${id}-url`}>
            The address: {kind === 'posts' ? `${page.fullUrl.replace(/[^/]*$/, '')}` : '/'}
            {form.urlId || '…'}
          </span>
          <input value={form.urlId} maxLength={200} aria-describedby={`${id}-url${slugProblem ? ` ${id}-slug` : ''}`} aria-invalid={slugProblem ? true : undefined} onChange={(e) => set({ urlId: e.target.value })} />
          {slugProblem && (
            <span id={`${id}-slug`} className="form__problem" role="alert">
              {slugProblem}
            </span>
          )}
        </label>
        <label className="field">
          <span className="field__label">Status</span>
          <select value={form.status} onChange={(e) => set({ status: e.target.value as Status })}>
            {STATUSES.map((s) => (
              <option key={s} value={s}>
                {STATUS_WORDS[s]}
              </option>
            ))}
          </select>
        </label>
        {form.status === 'scheduled' && (
          <label className="field">
            <span className="field__label">Publish on</span>
            <span className="field__hint" id={`${id}-zone`}>
              Date and time in the site's time zone ({timeZone}).
            </span>
            <input type="datetime-local" value={form.publishAt} aria-describedby={`${id}-zone`} onChange={(e) => set({ publishAt: e.target.value })} />
          </label>
        )}
        {kind === 'posts' && (
          <label className="field">
            <span className="field__label">Excerpt</span>
            <textarea rows={3} maxLength={2000} value={form.excerpt} onChange={(e) => set({ excerpt: e.target.value })} />
          </label>
        )}
      </fieldset>
      {kind === 'posts' && (
        <fieldset className="fieldset" disabled={readOnly || save.busy}>
          <legend>Tags and categories</legend>
          <label className="field">
            <span className="field__label">Tags</span>
            <span className="field__hint">Separated by commas; each at most 50 characters.</span>
            <input value={form.tags} onChange={(e) => set({ tags: e.target.value })} />
          </label>
          <label className="field">
            <span className="field__label">Categories</span>
            <span className="field__hint">Separated by commas; each at most 25 characters.</span>
            <input value={form.categories} onChange={(e) => set({ categories: e.target.value })} />
          </label>
        </fieldset>
      )}
      <fieldset className="fieldset" disabled={readOnly || save.busy}>
        <legend>Search engines and sharing</legend>
        <label className="field">
          <span className="field__label">SEO title</span>
          <input value={form.seoTitle} maxLength={200} onChange={(e) => set({ seoTitle: e.target.value })} />
        </label>
        <label className="field">
          <span className="field__label">SEO description</span>
          <textarea rows={3} value={form.seoDescription} maxLength={400} onChange={(e) => set({ seoDescription: e.target.value })} />
        </label>
        <div className="field">
          <span className="field__label">Social image</span>
          <p className="muted">{form.socialImageMediaId ? 'A library image is chosen.' : 'None: sharing uses the site’s picture.'}</p>
          <div className="form__actions">
            <button type="button" className="button" onClick={() => setPicking(true)}>
              {form.socialImageMediaId ? 'Replace the social image' : 'Choose a social image'}
            </button>
            {form.socialImageMediaId && (
              <button type="button" className="button button--quiet" onClick={() => set({ socialImageMediaId: null })}>
                Remove the social image
              </button>
            )}
          </div>
        </div>
      </fieldset>
      {problem && (
        <p className="form__problem" role="alert">
          {problem}
        </p>
      )}
      <SaveFooter save={footerSave} saved={saved} label="Save settings" readOnly={readOnly} />
      {picking && (
        <MediaPickerDialog
          title="Choose the social image"
          pickLabel="Use this image"
          onPick={(file) => {
            setPicking(false);
            set({ socialImageMediaId: file.id });
          }}
          onClose={() => setPicking(false)}
        />
      )}
    </form>
  );
}
