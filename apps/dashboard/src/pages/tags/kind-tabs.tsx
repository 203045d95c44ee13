/**
 * The Tags / Categories switch as tabs (the WAI-ARIA pattern): arrow keys, Home and End move
 * between the two and choose; Tab goes into the panel.
 */
import type { TaxonomyKind } from '@plinth/api';
import { useId, useRef, type KeyboardEvent, type ReactNode } from 'react';
import { KINDS as TAXONOMY_KINDS } from './term-rules.ts';

const LABELS: Record<TaxonomyKind, string> = { tags: 'Tags', categories: 'Categories' };

export function KindTabs({ kind, label, onChoose, children }: { kind: TaxonomyKind; label: string; onChoose(kind: TaxonomyKind): void; children: ReactNode }) {
  const id = useId();
  const buttons = useRef<Partial<Record<TaxonomyKind, HTMLButtonElement | null>>>({});
  const index = TAXONOMY_KINDS.indexOf(kind);
  const keys = (event: KeyboardEvent) => {
    const next = { ArrowRight: index + 1, ArrowLeft: index - 1, Home: 0, End: TAXONOMY_KINDS.length - 1 }[event.key];
    if (next === undefined) return;
    event.preventDefault();
    const chosen = TAXONOMY_KINDS[(next + TAXONOMY_KINDS.length) % TAXONOMY_KINDS.length]!;
    onChoose(chosen);
    // The choice is a navigation, after which the shell moves focus to the page: take it back.
    setTimeout(() => buttons.current[chosen]?.focus(), 0);
  };
  return (
    <div className="kind-tabs">
      <div role="tablist" aria-label={label} className="kind-tabs__list" onKeyDown={keys}>
        {TAXONOMY_KINDS.map((k) => (
          <button
            key={k}
            ref={(el) => {
              buttons.current[k] = el;
            }}
            type="button"
            role="tab"
            id={`${id}-${k}-tab`}
            aria-selected={k === kind}
            aria-controls={`${id}-panel`}
            tabIndex={k === kind ? 0 : -1}
            className="kind-tabs__tab"
            onClick={(event) => {
              const button = event.currentTarget;
              onChoose(k);
              setTimeout(() => button.focus(), 0);
            }}
          >
            {LABELS[k]}
          </button>
        ))}
      </div>
      <div role="tabpanel" id={`${id}-panel`} aria-labelledby={`${id}-${kind}-tab`} className="kind-tabs__panel">
        {children}
      </div>
    </div>
  );
}
