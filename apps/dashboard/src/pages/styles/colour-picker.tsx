/**
 * The colour picker (platform.md §2 "Color picker: Color Map, Hex, RGB, HSL, Alpha, Hue,
 * Saturation, Lightness, Opacity, preset swatches"): react-colorful's map with its hue and alpha
 * sliders, the colour typed as Hex, RGB or HSL, its opacity, and the site palette as swatches.
 * Typed values are checked by the same rules as the server's (@plinth/api checkHex / checkHsl),
 * with the spec's messages. Every change previews at once; Cancel puts the colour back.
 */
import { checkHex, checkHsl, colourCss, COLOUR_MESSAGES, type SiteColour } from '@plinth/api';
import { useRef, useState, type ReactNode } from 'react';
import { HslaColorPicker } from 'react-colorful';
import { useModalDialog } from '../../components/use-modal-dialog.ts';
import { fromPickerHsla, hexOf, toColord, toPickerHsla } from './picker-colour.ts';
import { SyncedField } from './synced-field.tsx';

type Format = 'hex' | 'rgb' | 'hsl';

export interface ColourPickerProps {
  /** What the colour is for: 'Button', 'Text'… */
  label: string;
  value: SiteColour;
  palette: readonly string[];
  /** The contrast of the pairs this colour is in, shown as it changes. */
  contrast?: ReactNode;
  /** Every change, for the live preview. */
  onChange(colour: SiteColour): void;
  /** Closes: `keep` false puts back the colour the picker opened with. */
  onClose(keep: boolean): void;
}

const RGB_MESSAGE = 'Red, green and blue are whole numbers from 0 to 255.';
const trimNumber = (n: number, digits: number) => String(Math.round(n * 10 ** digits) / 10 ** digits);
const parsePart = (text: string) => (text.trim() === '' ? undefined : Number(text));

export function ColourPicker({ label, value, palette, contrast, onChange, onClose }: ColourPickerProps) {
  const { dialog, safeButton, id } = useModalDialog();
  const [opened] = useState(value);
  // Once Escape has put the colour back, a change the map reports late (it reports from an effect) is dropped.
  const cancelled = useRef(false);
  const [format, setFormat] = useState<Format>(typeof value === 'string' ? 'hex' : 'hsl');
  const [problem, setProblem] = useState<string | null>(null);
  const hsla = toPickerHsla(value);
  const alpha = typeof value === 'string' ? 1 : value.a;
  const rgb = toColord(value).toRgb();

  const take = (colour: SiteColour) => {
    if (cancelled.current) return;
    setProblem(null);
    onChange(colour);
  };
  // A typed part of HSL: checked with the others as they stand, in the spec's units.
  const hslWith = (part: 'h' | 's' | 'l' | 'a', text: string): string | null => {
    const current = { h: hsla.h, s: hsla.s / 100, l: hsla.l / 100, a: alpha };
    const check = checkHsl({ ...current, [part]: parsePart(text) });
    if (!check.ok) return check.message;
    const colour = check.colour as { h: number; s: number; l: number; a: number };
    onChange(colour.a === 1 && part !== 'a' && typeof value === 'string' ? hexOf(colour) : colour);
    return null;
  };
  const rgbWith = (part: 'r' | 'g' | 'b', text: string): string | null => {
    const n = parsePart(text);
    if (n === undefined || !Number.isInteger(n) || n < 0 || n > 255) return RGB_MESSAGE;
    const colour = toColord(`rgb(${part === 'r' ? n : rgb.r}, ${part === 'g' ? n : rgb.g}, ${part === 'b' ? n : rgb.b})`);
    onChange(alpha === 1 ? colour.toHex().slice(0, 7) : fromPickerHsla({ ...colour.toHsl(), a: alpha }));
    return null;
  };

  return (
    <dialog
      ref={dialog}
      className="dialog colour-picker"
      aria-labelledby={`${id}-title`}
      onCancel={(event) => {
        event.preventDefault();
        cancelled.current = true;
        onChange(opened);
        onClose(false);
      }}
    >
      <h2 id={`${id}-title`} className="dialog__title">
        {label} colour
      </h2>
      <div className="colour-picker__map" role="group" aria-labelledby={`${id}-map`}>
        <span className="field__label" id={`${id}-map`}>
          Color Map
        </span>
        <HslaColorPicker color={hsla} onChange={(next) => take(fromPickerHsla(next))} />
      </div>
      <div className="colour-picker__current">
        <span className="colour-picker__swatch" style={{ background: colourCss(value) }} aria-hidden="true" />
        <span>{typeof value === 'string' ? value : colourCss(value)}</span>
        <span className="colour-picker__alpha">Alpha {trimNumber(alpha, 2)}</span>
      </div>

      <fieldset className="colour-picker__formats">
        <legend className="visually-hidden">Colour format</legend>
        {(['hex', 'rgb', 'hsl'] as const).map((f) => (
          <label key={f} className="colour-picker__format">
            <input type="radio" name={`${id}-format`} checked={format === f} onChange={() => setFormat(f)} />
            {f === 'hex' ? 'Hex' : f.toUpperCase()}
          </label>
        ))}
      </fieldset>

      <div className="colour-picker__fields">
        {format === 'hex' && (
          <SyncedField
            label="Hex"
            value={hexOf(value)}
            size={9}
            inputMode="text"
            onProblem={setProblem}
            onText={(text) => {
              const check = checkHex(text);
              if (!check.ok) return check.message;
              onChange(alpha === 1 ? check.colour : fromPickerHsla({ ...toPickerHsla(check.colour), a: alpha }));
              return null;
            }}
          />
        )}
        {format === 'rgb' && (
          <fieldset className="colour-picker__group">
            <legend className="field__label">RGB</legend>
            <SyncedField label="Red" value={String(rgb.r)} onProblem={setProblem} onText={(t) => rgbWith('r', t)} inputMode="numeric" />
            <SyncedField label="Green" value={String(rgb.g)} onProblem={setProblem} onText={(t) => rgbWith('g', t)} inputMode="numeric" />
            <SyncedField label="Blue" value={String(rgb.b)} onProblem={setProblem} onText={(t) => rgbWith('b', t)} inputMode="numeric" />
          </fieldset>
        )}
        {format === 'hsl' && (
          <fieldset className="colour-picker__group">
            <legend className="field__label">HSL</legend>
            <SyncedField label="Hue" value={trimNumber(hsla.h, 1)} onProblem={setProblem} onText={(t) => hslWith('h', t)} />
            <SyncedField label="Saturation" value={trimNumber(hsla.s / 100, 3)} onProblem={setProblem} onText={(t) => hslWith('s', t)} />
            <SyncedField label="Lightness" value={trimNumber(hsla.l / 100, 3)} onProblem={setProblem} onText={(t) => hslWith('l', t)} />
          </fieldset>
        )}
        <SyncedField
          label="Opacity"
          value={trimNumber(alpha * 100, 1)}
          onProblem={setProblem}
          onText={(text) => {
            const percent = parsePart(text);
            if (percent === undefined || Number.isNaN(percent)) return COLOUR_MESSAGES.alpha;
            return hslWith('a', String(percent / 100));
          }}
        />
        <span className="field__hint colour-picker__unit">%</span>
      </div>
      <p className="form__problem" role="alert">
        {problem ?? ''}
      </p>

      <div role="group" aria-label="Preset swatches" className="colour-picker__presets">
        {palette.map((preset) => (
          <button
            key={preset}
            type="button"
            className="colour-picker__preset"
            style={{ background: preset }}
            aria-label={`Preset ${preset}`}
            aria-pressed={typeof value === 'string' && value === preset}
            onClick={() => take(preset)}
          />
        ))}
      </div>

      {contrast}

      <div className="dialog__actions">
        <button
          type="button"
          className="button"
          ref={safeButton}
          onClick={() => {
            onChange(opened);
            onClose(false);
          }}
        >
          Cancel
        </button>
        <button type="button" className="button button--primary" onClick={() => onClose(true)}>
          Done
        </button>
      </div>
    </dialog>
  );
}
