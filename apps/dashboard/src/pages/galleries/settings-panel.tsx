/**
 * Every gallery setting of platform.md §3 in one panel, each with its allowed values and bounds:
 * the design, autoplay and its duration, arrows, cropping and the aspect ratio, the thumbnail strip,
 * titles and captions, the slider's alignment and slide width, the grid's columns, padding, the
 * lightbox and its theme, links in a new window and a transparent background. Settings that apply
 * only with autoplay or thumbnails appear when those are on.
 */
import { GALLERY_SETTINGS, type GallerySettingKey } from '@plinth/platform';
import { useId, useState } from 'react';
import type { DraftSettings, SettingValue } from './gallery-draft.ts';

/** What people call each choice. */
const CHOICE_NAMES: Record<string, string> = {
  grid: 'Grid',
  slideshow: 'Slideshow',
  slider: 'Slider',
  stacked: 'Stacked',
  square: 'Square (1:1)',
  standard: 'Standard (3:2)',
  'standard-vertical': 'Standard vertical (2:3)',
  'four-three': 'Four by three (4:3)',
  'three-four-vertical': 'Three by four vertical (3:4)',
  widescreen: 'Widescreen (16:9)',
  'anamorphic-widescreen': 'Anamorphic widescreen (2.4:1)',
  top: 'Top',
  'top-left': 'Top left',
  'top-right': 'Top right',
  center: 'Center',
  bottom: 'Bottom',
  'bottom-left': 'Bottom left',
  'bottom-right': 'Bottom right',
  left: 'Left',
  right: 'Right',
  dark: 'Dark',
  light: 'Light',
};

/** Props of {@link SettingsPanel}. */
export interface SettingsPanelProps {
  settings: DraftSettings;
  disabled: boolean;
  onChange(key: GallerySettingKey, value: SettingValue): void;
}

export function SettingsPanel({ settings, disabled, onChange }: SettingsPanelProps) {
  const field = { settings, disabled, onChange };
  return (
    <div className="gallery-settings">
      <fieldset className="fieldset">
        <legend>Design</legend>
        <Choice {...field} name="design" label="Design" />
        <Choice {...field} name="aspect-ratio" label="Aspect ratio" />
        <Check {...field} name="auto-crop" label="Crop images to the aspect ratio" />
        <Range {...field} name="padding" label="Padding" unit="px" />
        <Range {...field} name="thumbnails-per-row" label="Images per row (grid)" />
        <Range {...field} name="max-width" label="Slide width (slider)" unit="px" />
        <Choice {...field} name="active-alignment" label="Current slide's alignment (slider)" />
        <Check {...field} name="transparentBackground" label="Transparent background" />
      </fieldset>
      <fieldset className="fieldset">
        <legend>Slideshow and slider</legend>
        <Check {...field} name="controls" label="Always show the arrows" />
        <Check {...field} name="autoplay" label="Autoplay" />
        {settings.autoplay === true && <Range {...field} name="autoplay-duration" label="Seconds per image" unit="s" />}
        <Check {...field} name="thumbnails" label="Thumbnail strip (slideshow)" />
        {settings.thumbnails === true && (
          <>
            <Range {...field} name="thumbnail-strip-height" label="Strip height" unit="px" />
            <Range {...field} name="thumbnail-strip-margin" label="Strip margin" unit="px" />
          </>
        )}
        <Check {...field} name="square-thumbs" label="Square thumbnails" />
      </fieldset>
      <fieldset className="fieldset">
        <legend>Titles and captions</legend>
        <Check {...field} name="show-meta" label="Show titles and captions" />
        <Check {...field} name="show-meta-basic" label="Show basic meta" />
        <Check {...field} name="show-meta-only-title" label="Titles only, without captions" />
        <Check {...field} name="show-meta-on-hover" label="Only on hover and focus" />
        <Choice {...field} name="meta-position" label="Position" />
      </fieldset>
      <fieldset className="fieldset">
        <legend>Clicks</legend>
        <Check {...field} name="lightbox" label="Open images in a lightbox" />
        <Choice {...field} name="lightboxTheme" label="Lightbox theme" />
        <Check {...field} name="newWindow" label="Open image links in a new window" />
      </fieldset>
    </div>
  );
}

interface FieldProps extends SettingsPanelProps {
  name: GallerySettingKey;
  label: string;
}

function Check({ settings, disabled, onChange, name, label }: FieldProps) {
  return (
    <label className="field field--check">
      <input type="checkbox" checked={settings[name] === true} disabled={disabled} onChange={(e) => onChange(name, e.target.checked)} />
      <span>{label}</span>
    </label>
  );
}

function Choice({ settings, disabled, onChange, name, label }: FieldProps) {
  const spec = GALLERY_SETTINGS[name] as { values: readonly string[] };
  return (
    <label className="field field--compact">
      <span className="field__label">{label}</span>
      <select value={String(settings[name])} disabled={disabled} onChange={(e) => onChange(name, e.target.value)}>
        {spec.values.map((value) => (
          <option key={value} value={value}>
            {CHOICE_NAMES[value] ?? value}
          </option>
        ))}
      </select>
    </label>
  );
}

/**
 * A bounded whole number: a slider and a number box kept together. The box takes any typing and
 * sends values within the spec's bounds at once; on leaving it, what is out of bounds is clamped.
 */
function Range({ settings, disabled, onChange, name, label, unit = '' }: FieldProps & { unit?: string }) {
  const spec = GALLERY_SETTINGS[name] as { min: number; max: number; default: number };
  const id = useId();
  const value = typeof settings[name] === 'number' ? (settings[name] as number) : spec.default;
  const [text, setText] = useState<string | null>(null);
  const clamp = (n: number) => Math.min(spec.max, Math.max(spec.min, Math.round(n)));
  const type = (raw: string) => {
    setText(raw);
    const n = Number(raw);
    if (raw.trim() !== '' && Number.isInteger(n) && n >= spec.min && n <= spec.max) onChange(name, n);
  };
  const leave = () => {
    const n = Number(text);
    if (text !== null && text.trim() !== '' && Number.isFinite(n)) onChange(name, clamp(n));
    setText(null);
  };
  return (
    <div className="field field--compact">
      <label className="field__label" htmlFor={id}>
        {`${label} (${spec.min}–${spec.max}${unit ? ` ${unit}` : ''})`}
      </label>
      <div className="gallery-settings__range">
        <input id={id} type="range" min={spec.min} max={spec.max} step={1} value={value} disabled={disabled} onChange={(e) => onChange(name, clamp(Number(e.target.value)))} />
        <input
          type="number"
          className="input--step"
          min={spec.min}
          max={spec.max}
          step={1}
          value={text ?? String(value)}
          disabled={disabled}
          aria-label={`${label}, exact value`}
          onChange={(e) => type(e.target.value)}
          onBlur={leave}
        />
      </div>
    </div>
  );
}
