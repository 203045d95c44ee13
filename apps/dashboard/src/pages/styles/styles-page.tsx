/**
 * Site styles (`/config/styles`; issue 16): the fonts of headings, body text and buttons and the
 * brand colours — the theme's variables — edited beside a live preview of the site, saved as a
 * draft and published like a page. Each colour pair the theme uses shows its WCAG contrast and
 * warns below 4.5:1. Leaving with unsaved changes asks first (save, discard or review).
 */
import { catalogueFont, colourCss, FONT_SLOTS, type ColourSlot, type FontChoice, type FontSlot, type SiteColour, type SiteStyles } from '@plinth/api';
import { roleAllows } from '@plinth/platform';
import { useState } from 'react';
import { failureMessage } from '../../api/api-error.ts';
import { ConfirmDialog } from '../../components/confirm-dialog.tsx';
import { LoadView } from '../../components/load-view.tsx';
import { PageHeader } from '../../components/page-header.tsx';
import { useSession } from '../../components/session.ts';
import { routeKey } from '../../api/query-keys.ts';
import { useCombinedQuery } from '../../api/use-route-query.ts';
import { UnsavedDialog } from '../editor/unsaved-dialog.tsx';
import { useLeaveGuard } from '../editor/use-leave-guard.ts';
import { ColourPicker } from './colour-picker.tsx';
import { ContrastReport } from './contrast-report.tsx';
import { FontPicker } from './font-picker.tsx';
import { previewFamily } from './font-preview.ts';
import { LivePreview } from './live-preview.tsx';
import { loadStyles, publishStyles, saveDraft, type StylesState } from './styles-api.ts';
import './styles.css';

const FONT_LABELS: Record<FontSlot, string> = { heading: 'Headings', body: 'Body text', button: 'Buttons' };
const COLOUR_LABELS: Record<ColourSlot, string> = { text: 'Text', background: 'Background', accent: 'Button', buttonText: 'Button text' };
const WEIGHT_NAMES: Record<number, string> = { 100: 'Thin', 200: 'Extra light', 300: 'Light', 400: 'Regular', 500: 'Medium', 600: 'Semibold', 700: 'Bold', 800: 'Extra bold', 900: 'Black' };
const ALL_WEIGHTS = [100, 200, 300, 400, 500, 600, 700, 800, 900];

export default function StylesPage() {
  const { api } = useSession();
  const state = useCombinedQuery([routeKey('getStyles')], loadStyles);
  return (
    <>
      <PageHeader title="Site styles" />
      <LoadView load={state}>{(data) => <StylesEditor initial={data} />}</LoadView>
    </>
  );
}

function fontName(choice: FontChoice): string {
  if (choice.source === 'theme') return 'Theme font (system)';
  if (choice.source === 'kit') return `${choice.family} (font kit)`;
  return catalogueFont(choice.id)?.family ?? choice.id;
}

/** A choice drawn in its face where the dashboard has it (the picker's preview), else its fallback. */
function nameStyle(choice: FontChoice) {
  const font = choice.source === 'catalogue' ? catalogueFont(choice.id) : undefined;
  return { fontFamily: font ? `"${previewFamily(font.family)}", ${font.fallback}` : undefined, fontWeight: choice.weight };
}

function StylesEditor({ initial }: { initial: StylesState }) {
  const { api, contributor } = useSession();
  const mayWrite = roleAllows(contributor.role, 'content:write');
  const [saved, setSaved] = useState(initial);
  const [draft, setDraft] = useState<SiteStyles>(initial.draft);
  const [busy, setBusy] = useState<'save' | 'publish' | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [notice, setNotice] = useState('');
  const [fontSlot, setFontSlot] = useState<FontSlot | null>(null);
  const [colourSlot, setColourSlot] = useState<ColourSlot | null>(null);
  const [confirmPublish, setConfirmPublish] = useState(false);
  const unsaved = JSON.stringify(draft) !== JSON.stringify(saved.draft);
  const guard = useLeaveGuard(unsaved);

  const save = async (): Promise<StylesState | null> => {
    setBusy('save');
    setProblem(null);
    try {
      const next = await saveDraft(api, draft, saved.revision);
      setSaved(next);
      setDraft(next.draft);
      setNotice('Draft saved. Visitors see it once you publish.');
      return next;
    } catch (error) {
      setProblem(failureMessage(error, 'save'));
      return null;
    } finally {
      setBusy(null);
    }
  };

  const publish = async () => {
    const current = unsaved ? await save() : saved;
    if (!current) return;
    setBusy('publish');
    try {
      const next = await publishStyles(api, current.revision);
      setSaved(next);
      setNotice('Published: every page of the site now uses these styles.');
    } catch (error) {
      setProblem(failureMessage(error, 'save'));
    } finally {
      setBusy(null);
    }
  };

  const setFont = (slot: FontSlot, choice: FontChoice, fontKitUrl?: string) =>
    setDraft((d) => ({ ...d, fonts: { ...d.fonts, [slot]: choice }, fontKitUrl: fontKitUrl ?? d.fontKitUrl }));
  const setColour = (slot: ColourSlot, colour: SiteColour) => setDraft((d) => ({ ...d, colors: { ...d.colors, [slot]: colour } }));
  const status = unsaved
    ? 'Unsaved changes'
    : saved.unpublishedChanges
      ? 'Draft not yet published'
      : saved.publishedAt === null
        ? 'The theme’s own look'
        : 'Published';

  return (
    <div className="styles-layout">
      <div className="styles-controls">
        <fieldset className="fieldset" disabled={!mayWrite}>
          <legend>Fonts</legend>
          {FONT_SLOTS.map((slot) => {
            const choice = draft.fonts[slot];
            const weights = choice.source === 'catalogue' ? (catalogueFont(choice.id)?.weights ?? [choice.weight]) : ALL_WEIGHTS;
            return (
              <div key={slot} className="styles-font">
                <span className="field__label" id={`font-${slot}`}>
                  {FONT_LABELS[slot]}
                </span>
                <span className="styles-font__name" style={nameStyle(choice)}>
                  {fontName(choice)}
                </span>
                <div className="styles-font__actions">
                  <button type="button" className="button button--small" aria-describedby={`font-${slot}`} onClick={() => setFontSlot(slot)}>
                    Change font<span className="visually-hidden"> for {FONT_LABELS[slot].toLowerCase()}</span>
                  </button>
                  <label className="field--inline">
                    <span className="visually-hidden">{FONT_LABELS[slot]} weight</span>
                    <select value={choice.weight} onChange={(e) => setFont(slot, { ...choice, weight: Number(e.target.value) })}>
                      {weights.map((w) => (
                        <option key={w} value={w}>
                          {w} {WEIGHT_NAMES[w]}
                        </option>
                      ))}
                    </select>
                  </label>
                </div>
              </div>
            );
          })}
        </fieldset>

        <fieldset className="fieldset" disabled={!mayWrite}>
          <legend>Colours</legend>
          <div className="styles-colours">
            {(Object.keys(COLOUR_LABELS) as ColourSlot[]).map((slot) => (
              <button key={slot} type="button" className="styles-colour" onClick={() => setColourSlot(slot)}>
                <span className="styles-colour__swatch" style={{ background: colourCss(draft.colors[slot]) }} aria-hidden="true" />
                <span className="styles-colour__label">{COLOUR_LABELS[slot]}</span>
                <span className="styles-colour__value">{colourCss(draft.colors[slot])}</span>
              </button>
            ))}
          </div>
          <ContrastReport styles={draft} />
        </fieldset>

        <div className="styles-actions">
          <p className="styles-actions__status">
            <span className={`badge ${unsaved || saved.unpublishedChanges ? 'badge--muted' : ''}`}>{status}</span>
          </p>
          {mayWrite && (
            <>
              <button type="button" className="button" disabled={!unsaved || busy !== null} aria-busy={busy === 'save'} onClick={save}>
                {busy === 'save' ? 'Saving…' : 'Save draft'}
              </button>
              <button type="button" className="button button--primary" disabled={(!unsaved && !saved.unpublishedChanges) || busy !== null} aria-busy={busy === 'publish'} onClick={() => setConfirmPublish(true)}>
                {busy === 'publish' ? 'Publishing…' : 'Publish'}
              </button>
              <button type="button" className="button button--quiet" disabled={!unsaved || busy !== null} onClick={() => setDraft(saved.draft)}>
                Discard changes
              </button>
            </>
          )}
          {problem && (
            <p className="form__problem" role="alert">
              {problem}
            </p>
          )}
          <p className="field__hint" role="status">
            {notice}
          </p>
        </div>
      </div>

      <div className="styles-preview">
        <LivePreview styles={draft} />
      </div>

      {fontSlot && (
        <FontPicker
          slotLabel={FONT_LABELS[fontSlot]}
          value={draft.fonts[fontSlot]}
          fontKitUrl={draft.fontKitUrl}
          onChoose={(choice, kitUrl) => setFont(fontSlot, choice, kitUrl)}
          onClose={() => setFontSlot(null)}
        />
      )}
      {colourSlot && (
        <ColourPicker
          label={COLOUR_LABELS[colourSlot]}
          value={draft.colors[colourSlot]}
          palette={saved.palette}
          contrast={<ContrastReport styles={draft} only={colourSlot} />}
          onChange={(colour) => setColour(colourSlot, colour)}
          onClose={() => setColourSlot(null)}
        />
      )}
      {confirmPublish && (
        <ConfirmDialog
          title="Publish these styles?"
          message="Every page of the site takes these fonts and colours at once."
          confirmLabel="Publish"
          onClose={(confirmed) => {
            setConfirmPublish(false);
            if (confirmed) void publish();
          }}
        />
      )}
      {guard.leaving && (
        <UnsavedDialog
          settled={!unsaved}
          saving={busy === 'save'}
          problem={problem}
          onSave={() => void save()}
          onDiscard={guard.leave}
          onReview={guard.stay}
        />
      )}
    </div>
  );
}
