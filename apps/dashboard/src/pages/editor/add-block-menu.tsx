/**
 * The searchable add-block menu: a button opens a search box over the 17 block types (name and
 * purpose); Enter in the box adds the first match, Escape closes. When the page holds 60 blocks
 * the menu says so instead.
 */
import { EDITOR_LIMITS, type EditorBlockType } from '@plinth/api';
import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { BLOCK_INFO, isAndroid, matchingTypes } from './block-catalog.ts';

export interface AddBlockMenuProps {
  full: boolean;
  disabled?: boolean;
  onAdd(type: EditorBlockType): void;
}

export function AddBlockMenu({ full, disabled, onAdd }: AddBlockMenuProps) {
  const [open, setOpen] = useState(false);
  const [query, setQuery] = useState('');
  const toggle = useRef<HTMLButtonElement>(null);
  const search = useRef<HTMLInputElement>(null);
  const id = useId();
  const types = matchingTypes(query, typeof navigator !== 'undefined' && isAndroid(navigator.userAgent));
  useEffect(() => {
    if (open) search.current?.focus();
  }, [open]);
  const close = () => {
    setOpen(false);
    setQuery('');
    toggle.current?.focus();
  };
  const add = (type: EditorBlockType) => {
    setOpen(false);
    setQuery('');
    onAdd(type);
  };
  const keys = (event: KeyboardEvent) => {
    if (event.key === 'Escape') {
      event.preventDefault();
      close();
    }
  };
  return (
    <div className="add-block" onKeyDown={keys}>
      <button type="button" ref={toggle} className="button button--primary" aria-expanded={open} aria-controls={`${id}-menu`} disabled={disabled} onClick={() => (open ? close() : setOpen(true))}>
        + Add block
      </button>
      {open && (
        <div id={`${id}-menu`} className="add-block__panel" role="group" aria-label="Add a block">
          {full ? (
            <p className="add-block__full" role="status">
              This page has {EDITOR_LIMITS.maxBlocks} blocks, the most a page can hold. Remove a block to add another.
            </p>
          ) : (
            <>
              <label className="field field--compact">
                <span className="field__label">Search blocks</span>
                <input
                  ref={search}
                  type="search"
                  value={query}
                  aria-describedby={`${id}-count`}
                  onChange={(e) => setQuery(e.target.value)}
                  onKeyDown={(e) => {
                    if (e.key === 'Enter' && types[0]) {
                      e.preventDefault();
                      add(types[0]);
                    }
                  }}
                />
              </label>
              <p id={`${id}-count`} className="visually-hidden" aria-live="polite">
                {types.length === 0 ? 'No block matches.' : `${types.length} ${types.length === 1 ? 'block' : 'blocks'}; Enter adds ${BLOCK_INFO[types[0]].name}.`}
              </p>
              {types.length === 0 ? (
                <p className="muted">No block matches “{query}”.</p>
              ) : (
                <ul className="add-block__list">
                  {types.map((type) => (
                    <li key={type}>
                      <button type="button" className="add-block__item" onClick={() => add(type)}>
                        <span className="add-block__name">{BLOCK_INFO[type].name}</span>
                        <span className="add-block__about">{BLOCK_INFO[type].about}</span>
                      </button>
                    </li>
                  ))}
                </ul>
              )}
            </>
          )}
          <button type="button" className="button button--small button--quiet" onClick={close}>
            Close
          </button>
        </div>
      )}
    </div>
  );
}
