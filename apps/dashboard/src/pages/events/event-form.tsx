/**
 * The event form: title, description, start and end typed in the event's time zone, the zone, the
 * place (address lines, country, and the map point) and whether it is published. The parent saves.
 */
import { useMemo, useState, type FormEvent } from 'react';
import { fromZonedInput, toZonedInput } from '../editor/zoned-time.ts';
import { useSession } from '../../components/session.ts';
import { lookUpPlace, type EventDraft } from './events-api.ts';

/** Props of {@link EventForm}. */
export interface EventFormProps {
  initial: EventDraft;
  readOnly: boolean;
  busy: boolean;
  submitLabel: string;
  onSubmit(draft: EventDraft): void;
}

/** What the owner typed, as text. */
interface Typed {
  title: string;
  description: string;
  start: string;
  end: string;
  timeZone: string;
  addressLine1: string;
  addressLine2: string;
  addressCountry: string;
  mapLat: string;
  mapLng: string;
  published: boolean;
}

function typedOf(draft: EventDraft): Typed {
  return {
    title: draft.title,
    description: draft.description,
    start: toZonedInput(draft.startDate, draft.timeZone),
    end: toZonedInput(draft.endDate, draft.timeZone),
    timeZone: draft.timeZone,
    addressLine1: draft.location.addressLine1,
    addressLine2: draft.location.addressLine2,
    addressCountry: draft.location.addressCountry,
    mapLat: draft.location.mapLat === null ? '' : String(draft.location.mapLat),
    mapLng: draft.location.mapLng === null ? '' : String(draft.location.mapLng),
    published: draft.status === 'published',
  };
}

/** The draft, or the first problem with what was typed (the server checks the rest). */
export function draftOf(typed: Typed): EventDraft | string {
  if (!typed.title.trim()) return 'Please enter a title.';
  const startDate = fromZonedInput(typed.start, typed.timeZone);
  const endDate = fromZonedInput(typed.end, typed.timeZone);
  if (startDate === null) return 'Please enter when the event starts.';
  if (endDate === null) return 'Please enter when the event ends.';
  if (endDate < startDate) return 'An event ends after it starts.';
  const lat = typed.mapLat.trim() === '' ? null : Number(typed.mapLat);
  const lng = typed.mapLng.trim() === '' ? null : Number(typed.mapLng);
  if ((lat === null) !== (lng === null)) return 'Give both latitude and longitude, or neither.';
  if (lat !== null && (!Number.isFinite(lat) || Math.abs(lat) > 90)) return 'Latitude is between -90 and 90.';
  if (lng !== null && (!Number.isFinite(lng) || Math.abs(lng) > 180)) return 'Longitude is between -180 and 180.';
  return {
    title: typed.title.trim(),
    description: typed.description,
    startDate,
    endDate,
    timeZone: typed.timeZone,
    location: { addressLine1: typed.addressLine1.trim(), addressLine2: typed.addressLine2.trim(), addressCountry: typed.addressCountry.trim(), mapLat: lat, mapLng: lng },
    status: typed.published ? 'published' : 'draft',
  };
}

const zones = (): string[] => {
  const list = (Intl as { supportedValuesOf?: (key: string) => string[] }).supportedValuesOf?.('timeZone') ?? [];
  return list.length ? list : ['UTC'];
};

/** Renders the form. */
export function EventForm({ initial, readOnly, busy, submitLabel, onSubmit }: EventFormProps) {
  const [typed, setTyped] = useState<Typed>(() => typedOf(initial));
  const [problem, setProblem] = useState<string | null>(null);
  const [lookup, setLookup] = useState<{ busy: boolean; text: string }>({ busy: false, text: '' });
  const { api } = useSession();
  const address = [typed.addressLine1, typed.addressLine2, typed.addressCountry].map((l) => l.trim()).filter(Boolean).join(', ');
  // The map point from the address, through the same maps proxy the storefront's address fields use.
  const findPoint = async () => {
    setLookup({ busy: true, text: 'Looking up the address…' });
    try {
      const found = await lookUpPlace(api, address);
      if (found === 'off') return setLookup({ busy: false, text: 'Address lookup is not set up on this server: type the latitude and longitude.' });
      if (!found) return setLookup({ busy: false, text: 'No place found for this address.' });
      setTyped((t) => ({ ...t, mapLat: String(found.mapLat), mapLng: String(found.mapLng) }));
      setLookup({ busy: false, text: `Map point set: ${found.formattedAddress}. © OpenStreetMap contributors` });
    } catch {
      setLookup({ busy: false, text: 'The address service is not answering. Please type the latitude and longitude.' });
    }
  };
  const zoneList = useMemo(() => {
    const all = zones();
    return all.includes(typed.timeZone) ? all : [typed.timeZone, ...all];
  }, [typed.timeZone]);
  const set = (key: keyof Typed) => (e: { currentTarget: HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement }) => {
    const target = e.currentTarget;
    setTyped((t) => ({ ...t, [key]: target instanceof HTMLInputElement && target.type === 'checkbox' ? target.checked : target.value }));
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const draft = draftOf(typed);
    if (typeof draft === 'string') return setProblem(draft);
    setProblem(null);
    onSubmit(draft);
  };
  return (
    <form className="form" onSubmit={submit} noValidate>
      <fieldset className="fieldset" disabled={readOnly}>
        <legend>Event</legend>
        <label className="field">
          <span className="field__label">Title</span>
          <input required value={typed.title} onChange={set('title')} maxLength={200} />
        </label>
        <label className="field">
          <span className="field__label">Description</span>
          <textarea rows={4} value={typed.description} onChange={set('description')} maxLength={5000} />
        </label>
        <label className="field">
          <span className="field__label">Starts</span>
          <input type="datetime-local" required value={typed.start} onChange={set('start')} />
        </label>
        <label className="field">
          <span className="field__label">Ends</span>
          <input type="datetime-local" required value={typed.end} onChange={set('end')} />
        </label>
        <label className="field">
          <span className="field__label">Time zone</span>
          <select value={typed.timeZone} onChange={set('timeZone')}>
            {zoneList.map((zone) => (
              <option key={zone} value={zone}>
                {zone}
              </option>
            ))}
          </select>
        </label>
      </fieldset>
      <fieldset className="fieldset" disabled={readOnly}>
        <legend>Location</legend>
        <label className="field">
          <span className="field__label">Address line 1</span>
          <input value={typed.addressLine1} onChange={set('addressLine1')} maxLength={200} autoComplete="off" />
        </label>
        <label className="field">
          <span className="field__label">Address line 2</span>
          <input value={typed.addressLine2} onChange={set('addressLine2')} maxLength={200} autoComplete="off" />
        </label>
        <label className="field">
          <span className="field__label">Country</span>
          <input value={typed.addressCountry} onChange={set('addressCountry')} maxLength={200} autoComplete="off" />
        </label>
        <label className="field">
          <span className="field__label">Latitude (optional)</span>
          <input inputMode="decimal" value={typed.mapLat} onChange={set('mapLat')} />
        </label>
        <label className="field">
          <span className="field__label">Longitude (optional)</span>
          <input inputMode="decimal" value={typed.mapLng} onChange={set('mapLng')} />
        </label>
        <button type="button" className="button" onClick={() => void findPoint()} disabled={lookup.busy || address === ''} aria-busy={lookup.busy}>
          Find the map point from the address
        </button>
        <p className="field__hint" role="status">
          {lookup.text}
        </p>
      </fieldset>
      <label className="field field--check">
        <input type="checkbox" checked={typed.published} onChange={set('published')} disabled={readOnly} />
        <span>Published (shown on the site)</span>
      </label>
      {problem && (
        <p className="form__problem" role="alert">
          {problem}
        </p>
      )}
      {!readOnly && (
        <div className="form__actions">
          <button type="submit" className="button button--primary" disabled={busy} aria-busy={busy}>
            {submitLabel}
          </button>
        </div>
      )}
    </form>
  );
}
