/**
 * An address input that completes as the visitor types (WAI-ARIA combobox with a listbox): after a
 * short pause it asks the maps proxy, lists the predictions under the field with the data's
 * attribution, and on a pick asks for the place's parts (street, city, postal code, country).
 * Arrow keys move through the list, Enter picks, Escape closes. When the site has no geocoder (or
 * the proxy fails) it is a plain text field.
 */
import type { PlaceDetails, PlacePrediction } from '@plinth/api';
import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { fetchPlace, fetchPredictions, type TrackingContext } from './places-api.ts';

/** The pause after the last keystroke before the proxy is asked. */
export const COMPLETION_DEBOUNCE_MS = 250;
/** Characters typed before completion starts. */
export const COMPLETION_MIN_CHARS = 3;

/** Props of {@link AddressCombobox}. */
export interface AddressComboboxProps {
  id: string;
  label: string;
  value: string;
  onChange(text: string): void;
  /** A prediction was picked and its parts fetched. */
  onPick?(place: PlaceDetails): void;
  tracking: TrackingContext;
  required?: boolean;
  autoComplete?: string;
  name?: string;
  error?: string | null;
}

/** Renders the field and, while open, its list. */
export function AddressCombobox({ id, label, value, onChange, onPick, tracking, required, autoComplete = 'address-line1', name, error }: AddressComboboxProps) {
  const [predictions, setPredictions] = useState<PlacePrediction[]>([]);
  const [active, setActive] = useState(-1);
  const [attribution, setAttribution] = useState('');
  const disabled = useRef(false);
  const session = useRef<string | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const latest = useRef('');
  const listId = `${id}-suggestions`;
  const errorId = `${id}-error`;
  const open = predictions.length > 0;

  useEffect(() => () => clearTimeout(timer.current), []);

  const close = () => {
    setPredictions([]);
    setActive(-1);
  };

  const ask = (text: string) => {
    clearTimeout(timer.current);
    latest.current = text;
    if (disabled.current || text.trim().length < COMPLETION_MIN_CHARS) return close();
    timer.current = setTimeout(async () => {
      const answer = await fetchPredictions(text.trim().slice(0, 100), tracking, session.current);
      if (latest.current !== text) return; // typed on since
      if (!answer || !answer.enabled) {
        if (answer && !answer.enabled) disabled.current = true;
        return close();
      }
      session.current = answer.sessionToken;
      setAttribution(answer.attribution);
      setPredictions(answer.predictions);
      setActive(-1);
    }, COMPLETION_DEBOUNCE_MS);
  };

  const pick = async (prediction: PlacePrediction) => {
    close();
    onChange(prediction.mainText);
    const place = await fetchPlace(prediction.placeId, tracking, session.current);
    session.current = null; // the session ends with the pick
    if (place) onPick?.(place);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (!open) return;
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      const step = event.key === 'ArrowDown' ? 1 : -1;
      setActive((current) => (current + step + predictions.length) % predictions.length);
    } else if (event.key === 'Enter' && active >= 0) {
      event.preventDefault();
      void pick(predictions[active] as PlacePrediction);
    } else if (event.key === 'Escape') {
      event.preventDefault();
      close();
    }
  };

  return (
    <div className="plinth-field plinth-address-complete">
      <label className="plinth-field__label" htmlFor={id}>
        {label}
      </label>
      <input
        id={id}
        name={name}
        className="plinth-field__input"
        type="text"
        role="combobox"
        aria-autocomplete="list"
        aria-expanded={open}
        aria-controls={listId}
        aria-activedescendant={open && active >= 0 ? `${listId}-${active}` : undefined}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        autoComplete={autoComplete}
        required={required}
        value={value}
        onChange={(event) => {
          onChange(event.currentTarget.value);
          ask(event.currentTarget.value);
        }}
        onKeyDown={onKeyDown}
        onBlur={() => setTimeout(close, 150)}
      />
      <div className="plinth-address-complete__popup" hidden={!open}>
        <ul id={listId} role="listbox" aria-label={`${label} suggestions`} className="plinth-address-complete__list">
          {predictions.map((prediction, index) => (
            <li
              key={prediction.placeId}
              id={`${listId}-${index}`}
              role="option"
              aria-selected={index === active}
              className="plinth-address-complete__option"
              onMouseDown={(event) => {
                event.preventDefault(); // keep focus in the field
                void pick(prediction);
              }}
            >
              <span className="plinth-address-complete__main">{prediction.mainText}</span> <span className="plinth-address-complete__secondary">{prediction.secondaryText}</span>
            </li>
          ))}
        </ul>
        {attribution && <p className="plinth-address-complete__attribution">{attribution}</p>}
      </div>
      {error && (
        <p className="plinth-field__error" id={errorId} role="alert">
          {error}
        </p>
      )}
    </div>
  );
}
