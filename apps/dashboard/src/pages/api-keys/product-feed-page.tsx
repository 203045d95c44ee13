/**
 * Product feed (`/config/product-feed`, ADMIN only; platform.md §2 "a dynamic-ads feed URL copy
 * with pixel id save"): the feed address to paste into Google Merchant Center or a Meta catalogue,
 * a new address when the old one leaked, and the ads pixel id rendered into the site's pages.
 */
import { MESSAGES as API_KEY_MESSAGES, PIXEL_ID } from './key-rules.ts';
import { useId, useState, type FormEvent } from 'react';
import { ConfirmDialog } from '../../components/confirm-dialog.tsx';
import { LoadView } from '../../components/load-view.tsx';
import { PageHeader } from '../../components/page-header.tsx';
import { useSession } from '../../components/session.ts';
import { Failure } from '../../components/status-views.tsx';
import { useAction } from '../../components/use-action.ts';
import { routeKey } from '../../api/query-keys.ts';
import { useCombinedQuery } from '../../api/use-route-query.ts';
import { feedSettings, resetFeedAddress, savePixel, type FeedSettings } from './api-keys-api.ts';
import { CopyField } from './copy-field.tsx';
import './api-keys.css';

export default function ProductFeedPage() {
  const { api } = useSession();
  const settings = useCombinedQuery([routeKey('getProductFeed')], feedSettings);
  return (
    <>
      <PageHeader title="Product feed" />
      <LoadView load={settings}>{(data) => <FeedPanels settings={data} onChange={(next) => settings.setData(() => next)} />}</LoadView>
    </>
  );
}

function FeedPanels({ settings, onChange }: { settings: FeedSettings; onChange(next: FeedSettings): void }) {
  const { api } = useSession();
  const id = useId();
  const [pixel, setPixel] = useState(settings.pixelId ?? '');
  const [problem, setProblem] = useState<string | null>(null);
  const [saved, setSaved] = useState('');
  const [confirmReset, setConfirmReset] = useState(false);
  const save = useAction(async (value: string | null) => {
    const next = await savePixel(api, value);
    onChange(next);
    setPixel(next.pixelId ?? '');
    setSaved(next.pixelId ? 'Pixel id saved.' : 'Pixel removed.');
  });
  const reset = useAction(async () => onChange(await resetFeedAddress(api)));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setSaved('');
    const value = pixel.trim();
    if (value && !PIXEL_ID.test(value)) return setProblem(API_KEY_MESSAGES.pixelInvalid);
    setProblem(null);
    void save.run(value || null);
  };

  return (
    <>
      <section className="panel" aria-labelledby={`${id}-feed`}>
        <h2 id={`${id}-feed`} className="panel__title">
          Dynamic-ads feed
        </h2>
        <p className="field__hint">
          Your published products with price, availability, image and link, in the Google Merchant Center format that Meta catalogues read too.
          Anyone with this address can read the feed.
        </p>
        <CopyField label="Feed URL" value={settings.feedUrl} />
        <button type="button" className="button" onClick={() => setConfirmReset(true)} disabled={reset.busy}>
          New feed address
        </button>
        {reset.error && <Failure message={reset.error} onRetry={reset.retry} />}
      </section>

      <section className="panel" aria-labelledby={`${id}-pixel`}>
        <h2 id={`${id}-pixel`} className="panel__title">
          Ads pixel
        </h2>
        <form className="form" onSubmit={submit} noValidate>
          <div className="field">
            <label className="field__label" htmlFor={`${id}-pixel-id`}>
              Pixel id
            </label>
            <input
              id={`${id}-pixel-id`}
              inputMode="numeric"
              autoComplete="off"
              value={pixel}
              aria-invalid={problem ? true : undefined}
              aria-describedby={`${id}-pixel-hint`}
              onChange={(e) => setPixel(e.target.value)}
            />
            <p id={`${id}-pixel-hint`} className="field__hint">
              {settings.cookiePolicy === 'permissive'
                ? 'The cookie policy is permissive: every page carries the pixel. Leave empty to remove it.'
                : 'The cookie policy is restrictive: pages carry the pixel only for visitors who accept cookies. Leave empty to remove it.'}
            </p>
          </div>
          {problem && (
            <p className="form__problem" role="alert">
              {problem}
            </p>
          )}
          {save.error && <Failure message={save.error} onRetry={save.retry} />}
          <div className="form__actions">
            <button type="submit" className="button button--primary" disabled={save.busy}>
              Save
            </button>
            <p role="status" className="field__hint">
              {saved}
            </p>
          </div>
        </form>
      </section>

      {confirmReset && (
        <ConfirmDialog
          title="Give the feed a new address?"
          message="The current address stops working: catalogues that read it must be given the new one."
          confirmLabel="New address"
          onClose={(confirmed) => {
            setConfirmReset(false);
            if (confirmed) void reset.run();
          }}
        />
      )}
    </>
  );
}
