/**
 * The font picker (platform.md §2 "Font picker: Search fonts, Browse all fonts, Fonts in Style
 * Guide", the categories, plus a font-kit service option): a modal listing the self-hosted
 * catalogue, each font drawn in its own face, filtered on the server; or a family of the owner's
 * font kit (its stylesheet URL, https only). 'Unable to load fonts.' when the list fails.
 */
import { FONT_CATEGORIES, STYLE_MESSAGES, type FontCategory, type FontChoice } from '@plinth/api';
import { useState } from 'react';
import { Failure, Loading } from '../../components/status-views.tsx';
import { useModalDialog } from '../../components/use-modal-dialog.ts';
import { routeKey } from '../../api/query-keys.ts';
import { useCombinedQuery } from '../../api/use-route-query.ts';
import { useSession } from '../../components/session.ts';
import { previewFailed, previewFamily, useFontPreview } from './font-preview.ts';
import { fontsRequest, listFonts, type FontQuery, type PickerFont } from './styles-api.ts';

/** platform.md §8. */
export const FONTS_FAILED = 'Unable to load fonts.';

export interface FontPickerProps {
  /** 'Headings', 'Body text', 'Buttons'. */
  slotLabel: string;
  value: FontChoice;
  fontKitUrl: string | null;
  /** The choice, and the kit URL when a kit family was chosen. */
  onChoose(choice: FontChoice, fontKitUrl?: string): void;
  onClose(): void;
}

/** The weight to keep when changing font: the slot's own if the font has it, else the nearest. */
export function nearestWeight(weights: readonly number[], wanted: number): number {
  return [...weights].sort((a, b) => Math.abs(a - wanted) - Math.abs(b - wanted) || a - b)[0] ?? 400;
}

export function FontPicker({ slotLabel, value, fontKitUrl, onChoose, onClose }: FontPickerProps) {
  const { api } = useSession();
  const { dialog, safeButton, id } = useModalDialog();
  const [query, setQuery] = useState<FontQuery>({ search: '', category: '', scope: 'all' });
  const fonts = useCombinedQuery([routeKey('listFonts', fontsRequest(query))], (api) => listFonts(api, query));
  const [kitUrl, setKitUrl] = useState(fontKitUrl ?? '');
  const [kitFamily, setKitFamily] = useState(value.source === 'kit' ? value.family : '');
  const [kitProblem, setKitProblem] = useState<string | null>(null);
  const chosenId = value.source === 'catalogue' ? value.id : value.source;

  const chooseKit = () => {
    let url: URL | null = null;
    try {
      url = new URL(kitUrl.trim());
    } catch {
      url = null;
    }
    if (!url || url.protocol !== 'https:') return setKitProblem(STYLE_MESSAGES.kitUrl);
    if (!/^[A-Za-z0-9][A-Za-z0-9 -]{0,63}$/.test(kitFamily.trim())) return setKitProblem(STYLE_MESSAGES.kitFamily);
    onChoose({ source: 'kit', family: kitFamily.trim(), weight: value.weight }, url.toString());
  };

  return (
    <dialog
      ref={dialog}
      className="dialog font-picker"
      aria-labelledby={`${id}-title`}
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
    >
      <h2 id={`${id}-title`} className="dialog__title">
        {slotLabel} font
      </h2>
      <div className="font-picker__filters">
        <label className="field field--compact">
          <span className="field__label">Search fonts</span>
          <input type="search" value={query.search} onChange={(e) => setQuery({ ...query, search: e.target.value })} />
        </label>
        <label className="field field--compact">
          <span className="field__label">Category</span>
          <select value={query.category} onChange={(e) => setQuery({ ...query, category: e.target.value as FontCategory | '' })}>
            <option value="">All categories</option>
            {FONT_CATEGORIES.map((category) => (
              <option key={category} value={category}>
                {category}
              </option>
            ))}
          </select>
        </label>
      </div>
      <div className="font-picker__scopes" role="group" aria-label="Which fonts">
        <button type="button" className="button button--small" aria-pressed={query.scope === 'all'} onClick={() => setQuery({ ...query, scope: 'all' })}>
          Browse all fonts
        </button>
        <button type="button" className="button button--small" aria-pressed={query.scope === 'style-guide'} onClick={() => setQuery({ ...query, scope: 'style-guide' })}>
          Fonts in Style Guide
        </button>
      </div>

      <fieldset className="font-picker__list">
        <legend className="visually-hidden">Fonts</legend>
        <label className="font-picker__option">
          <input type="radio" name={`${id}-font`} checked={chosenId === 'theme'} onChange={() => onChoose({ source: 'theme', weight: value.weight })} />
          <span className="font-picker__name font-picker__name--theme">Theme font (system)</span>
        </label>
        {fonts.status === 'pending' && <Loading label="Loading fonts…" />}
        {fonts.status === 'failed' && <Failure message={FONTS_FAILED} onRetry={fonts.retry} />}
        {fonts.status === 'success' && fonts.data.length === 0 && <p className="muted">No font matches.</p>}
        {fonts.status === 'success' &&
          fonts.data.map((font) => (
            <FontOption
              key={font.id}
              font={font}
              name={`${id}-font`}
              checked={chosenId === font.id}
              onChoose={() => onChoose({ source: 'catalogue', id: font.id, weight: nearestWeight(font.weights, value.weight) })}
            />
          ))}
      </fieldset>

      <details className="font-picker__kit" open={value.source === 'kit'}>
        <summary>Use a font kit</summary>
        <p className="field__hint">Paste the stylesheet URL your font service gives for the kit, and the family name it defines. Visitors’ browsers will load it from that service.</p>
        <label className="field field--compact">
          <span className="field__label">Kit stylesheet URL</span>
          <input type="url" value={kitUrl} placeholder="https://" onChange={(e) => setKitUrl(e.target.value)} />
        </label>
        <label className="field field--compact">
          <span className="field__label">Family name in the kit</span>
          <input value={kitFamily} onChange={(e) => setKitFamily(e.target.value)} />
        </label>
        {kitProblem && (
          <p className="form__problem" role="alert">
            {kitProblem}
          </p>
        )}
        <button type="button" className="button button--small" onClick={chooseKit}>
          Use kit font
        </button>
      </details>

      <div className="dialog__actions">
        <button type="button" className="button button--primary" ref={safeButton} onClick={onClose}>
          Done
        </button>
      </div>
    </dialog>
  );
}

function FontOption({ font, name, checked, onChoose }: { font: PickerFont; name: string; checked: boolean; onChoose(): void }) {
  const weight = Number(/\/(\d00)-/.exec(font.previewUrl)?.[1] ?? 400);
  const preview = useFontPreview(font.family, font.previewUrl, weight);
  return (
    <label className="font-picker__option">
      <input type="radio" name={name} checked={checked} onChange={onChoose} />
      <span className="font-picker__name" style={preview === 'ready' ? { fontFamily: `"${previewFamily(font.family)}", ${font.fallback}`, fontWeight: weight } : undefined}>
        {font.family}
      </span>
      <span className="font-picker__category">
        {font.category}
        {font.inStyleGuide ? ' · in your style guide' : ''}
      </span>
      {preview === 'failed' && <span className="form__problem font-picker__failed">{previewFailed(font.family)}</span>}
    </label>
  );
}
