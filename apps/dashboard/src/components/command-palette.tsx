/**
 * The command palette: Ctrl+K (⌘K on a Mac) or the sidebar's Search button opens a modal dialog
 * whose one field finds the dashboard's screens and the site's products, orders, customers, pages
 * and posts (`searchOwnerRecords`). Arrow keys move through the choices (a combobox with a
 * listbox, the active one named by aria-activedescendant), Enter opens one, Escape closes.
 */
import { roleAllows } from '@plinth/platform';
import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { useRouteQuery } from '../api/use-route-query.ts';
import { navGroups } from '../navigation.ts';
import { navigate } from '../router/history.ts';
import { recordChoices, screenChoices, type PaletteChoice } from './palette-results.ts';
import { useSession } from './session.ts';

/** How long the text rests before the records are asked for. */
const PAUSE_MS = 200;

/** True for the key press that opens the palette. */
export function opensPalette(event: Pick<globalThis.KeyboardEvent, 'key' | 'ctrlKey' | 'metaKey' | 'altKey' | 'shiftKey'>): boolean {
  return event.key.toLowerCase() === 'k' && (event.ctrlKey || event.metaKey) && !event.altKey && !event.shiftKey;
}

/** Listens for Ctrl/⌘+K anywhere; renders the dialog while open. */
export function CommandPalette({ open, onOpenChange }: { open: boolean; onOpenChange(open: boolean): void }) {
  useEffect(() => {
    const onKey = (event: globalThis.KeyboardEvent) => {
      if (!opensPalette(event)) return;
      event.preventDefault();
      onOpenChange(true);
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [onOpenChange]);
  return open ? <PaletteDialog onClose={() => onOpenChange(false)} /> : null;
}

function PaletteDialog({ onClose }: { onClose(): void }) {
  const { contributor } = useSession();
  const dialog = useRef<HTMLDialogElement>(null);
  const input = useRef<HTMLInputElement>(null);
  const id = useId();
  const [text, setText] = useState('');
  const [asked, setAsked] = useState('');
  const [active, setActive] = useState(0);

  useEffect(() => {
    const opener = document.activeElement as HTMLElement | null;
    if (dialog.current && !dialog.current.open) dialog.current.showModal();
    input.current?.focus();
    return () => opener?.focus?.();
  }, []);
  useEffect(() => {
    const timer = setTimeout(() => setAsked(text.trim()), PAUSE_MS);
    return () => clearTimeout(timer);
  }, [text]);

  const searches = asked.length > 0 && roleAllows(contributor.role, 'products:read');
  const found = useRouteQuery('searchOwnerRecords', { query: { q: asked } }, { enabled: searches });
  const screens = navGroups(contributor.role).flatMap((group) => group.items.map((item) => ({ ...item, group: group.title })));
  const choices: PaletteChoice[] = [
    ...screenChoices(text, text.trim() ? screens : screens.slice(0, 6)),
    ...(searches && found.status === 'success' && asked === text.trim() ? recordChoices(found.data.hits) : []),
  ];
  const current = Math.min(active, Math.max(choices.length - 1, 0));
  const busy = searches && (found.status === 'pending' || asked !== text.trim());

  const open = (choice: PaletteChoice | undefined) => {
    if (!choice) return;
    onClose();
    navigate(choice.href);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      if (!choices.length) return;
      const step = event.key === 'ArrowDown' ? 1 : -1;
      setActive((current + step + choices.length) % choices.length);
    } else if (event.key === 'Enter') {
      event.preventDefault();
      open(choices[current]);
    }
  };
  const optionId = (index: number) => `${id}-option-${index}`;

  return (
    <dialog
      ref={dialog}
      className="dialog palette"
      aria-labelledby={`${id}-title`}
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
      onClick={(event) => {
        // A click on the backdrop (the dialog element itself) closes it.
        if (event.target === dialog.current) onClose();
      }}
    >
      <h2 id={`${id}-title`} className="visually-hidden">
        Search the dashboard
      </h2>
      <input
        ref={input}
        className="palette__input"
        type="text"
        role="combobox"
        aria-label="Search screens, products, orders, customers, pages and posts"
        aria-expanded={choices.length > 0}
        aria-controls={`${id}-list`}
        aria-autocomplete="list"
        aria-activedescendant={choices.length ? optionId(current) : undefined}
        placeholder="Search screens, products, orders, customers…"
        autoComplete="off"
        spellCheck={false}
        value={text}
        onChange={(event) => {
          setText(event.target.value);
          setActive(0);
        }}
        onKeyDown={onKeyDown}
      />
      <ul id={`${id}-list`} className="palette__list" role="listbox" aria-label="Results">
        {choices.map((choice, index) => (
          <li
            key={choice.key}
            id={optionId(index)}
            role="option"
            aria-selected={index === current}
            className="palette__option"
            onMouseMove={() => setActive(index)}
            onClick={() => open(choice)}
          >
            <span className="palette__kind">{choice.kind}</span>
            <span className="palette__title">{choice.title}</span>
            {choice.detail && <span className="palette__detail">{choice.detail}</span>}
          </li>
        ))}
      </ul>
      <p className="palette__status" role="status">
        {busy ? 'Searching…' : text.trim() && !choices.length ? `Nothing matches “${text.trim()}”.` : ''}
      </p>
      <p className="palette__hint">
        <kbd>↑</kbd> <kbd>↓</kbd> to move, <kbd>Enter</kbd> to open, <kbd>Esc</kbd> to close
      </p>
    </dialog>
  );
}
