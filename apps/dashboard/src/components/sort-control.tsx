/**
 * The sort control (platform.md §2 "Sort control: Sort By, Unsorted"): how a blog, a store or a
 * gallery is ordered where the storefront lists it. Unsorted keeps the owner's own order; Sort By
 * takes a field and a direction. `SortControl` only draws and reports; `SavedSortControl` loads
 * and stores a collection's order (`getCollectionSort` / `setCollectionSort`) as the owner changes it.
 */
import type { CollectionSort, SortDirection, SortField } from '@plinth/api';
import { roleAllows } from '@plinth/platform';
import { useId } from 'react';
import { useAction } from './use-action.ts';
import { useRouteMutation } from '../api/use-route-mutation.ts';
import { useRouteQuery } from '../api/use-route-query.ts';
import { useSession } from './session.ts';
import { Failure } from './status-views.tsx';
import './sort-control.css';

/** What a field is called in the control. */
export const SORT_FIELD_LABELS: Record<SortField, string> = { unsorted: 'Unsorted', title: 'Title', date: 'Date', price: 'Price' };

/** What a direction is called for a field ('A to Z' reads better than 'ascending' for titles). */
export function directionLabel(field: SortField, direction: SortDirection): string {
  if (field === 'title') return direction === 'asc' ? 'A to Z' : 'Z to A';
  if (field === 'date') return direction === 'asc' ? 'Oldest first' : 'Newest first';
  if (field === 'price') return direction === 'asc' ? 'Lowest first' : 'Highest first';
  return '';
}

/** One sentence for the current order, e.g. 'Sorted by title: A to Z.' */
export function sortSummary(sort: CollectionSort): string {
  if (sort.field === 'unsorted') return 'Unsorted: your own order.';
  return `Sorted by ${SORT_FIELD_LABELS[sort.field].toLowerCase()}: ${directionLabel(sort.field, sort.direction)}.`;
}

/** Props of {@link SortControl}. */
export interface SortControlProps {
  /** The group's name, e.g. 'Order on the shop'. */
  legend: string;
  value: CollectionSort;
  /** The fields Sort By offers (without 'unsorted'). */
  fields: readonly SortField[];
  onChange(next: CollectionSort): void;
  disabled?: boolean;
}

/** Unsorted or Sort By (field and direction), as a labelled group. */
export function SortControl({ legend, value, fields, onChange, disabled = false }: SortControlProps) {
  const id = useId();
  const choices = fields.filter((field) => field !== 'unsorted');
  const sorted = value.field !== 'unsorted';
  const field = sorted ? value.field : (choices[0] ?? 'title');
  return (
    <fieldset className="sort-control" disabled={disabled}>
      <legend className="field__label">{legend}</legend>
      <label className="sort-control__choice">
        <input type="radio" name={`${id}-mode`} checked={!sorted} onChange={() => onChange({ field: 'unsorted', direction: 'asc' })} />
        Unsorted
      </label>
      <label className="sort-control__choice">
        <input type="radio" name={`${id}-mode`} checked={sorted} onChange={() => onChange({ field, direction: value.direction })} />
        Sort By
      </label>
      <label className="field field--compact">
        <span className="field__label">Field</span>
        <select value={field} disabled={!sorted} onChange={(e) => onChange({ field: e.target.value as SortField, direction: value.direction })}>
          {choices.map((choice) => (
            <option key={choice} value={choice}>
              {SORT_FIELD_LABELS[choice]}
            </option>
          ))}
        </select>
      </label>
      <label className="field field--compact">
        <span className="field__label">Direction</span>
        <select value={value.direction} disabled={!sorted} onChange={(e) => onChange({ field, direction: e.target.value as SortDirection })}>
          <option value="asc">{directionLabel(field, 'asc')}</option>
          <option value="desc">{directionLabel(field, 'desc')}</option>
        </select>
      </label>
    </fieldset>
  );
}

interface SortAnswer {
  sort: CollectionSort;
  fields: SortField[];
}

/**
 * The sort control of one blog, store or gallery, saved as the owner changes it; read-only for
 * roles without content:write.
 * @example <SavedSortControl targetId={blog.id} legend="Order of posts" />
 */
export function SavedSortControl({ targetId, legend }: { targetId: string; legend: string }) {
  const { contributor } = useSession();
  const target = { params: { id: targetId } };
  const load = useRouteQuery('getCollectionSort', target);
  const setSort = useRouteMutation('setCollectionSort');
  const save = useAction(async (next: CollectionSort, previous: CollectionSort) => {
    // Shown at once; put back if the save fails (the failure says so, with Try again).
    load.setData((data) => ({ ...data, sort: next }));
    try {
      const answer = await setSort({ ...target, body: next });
      load.setData(() => answer);
    } catch (error) {
      load.setData((data) => ({ ...data, sort: previous }));
      throw error;
    }
  });
  if (load.status === 'pending') return <p className="sort-control__status">Loading the order…</p>;
  if (load.status === 'failed') return <Failure message="Unable to load." onRetry={load.retry} />;
  const { sort, fields } = load.data;
  return (
    <div className="sort-control__saved">
      {/* Not disabled while saving: that would take focus from the control the owner is using. */}
      <SortControl legend={legend} value={sort} fields={fields} disabled={!roleAllows(contributor.role, 'content:write')} onChange={(next) => void save.run(next, sort)} />
      <p className="sort-control__status" role="status">
        {save.busy ? 'Saving…' : sortSummary(sort)}
      </p>
      {save.error && <Failure message={save.error} onRetry={save.retry} />}
    </div>
  );
}
