/**
 * Tabs (the WAI-ARIA pattern): arrow keys, Home and End move between tabs, Tab goes into the
 * panel. Panels stay mounted when hidden, so a half-typed settings form survives a look at the
 * blocks.
 */
import { useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';

export interface TabsProps {
  label: string;
  tabs: Array<{ id: string; label: string; content: ReactNode }>;
}

export function Tabs({ label, tabs }: TabsProps) {
  const [current, setCurrent] = useState(tabs[0].id);
  const buttons = useRef<Array<HTMLButtonElement | null>>([]);
  const id = useId();
  const index = Math.max(0, tabs.findIndex((t) => t.id === current));
  const keys = (event: KeyboardEvent) => {
    const next = { ArrowRight: index + 1, ArrowLeft: index - 1, Home: 0, End: tabs.length - 1 }[event.key];
    if (next === undefined) return;
    event.preventDefault();
    const wrapped = (next + tabs.length) % tabs.length;
    setCurrent(tabs[wrapped].id);
    buttons.current[wrapped]?.focus();
  };
  return (
    <div className="tabs">
      <div role="tablist" aria-label={label} className="tabs__list" onKeyDown={keys}>
        {tabs.map((tab, i) => (
          <button
            key={tab.id}
            ref={(el) => {
              buttons.current[i] = el;
            }}
            type="button"
            role="tab"
            id={`${id}-${tab.id}-tab`}
            aria-selected={i === index}
            aria-controls={`${id}-${tab.id}`}
            tabIndex={i === index ? 0 : -1}
            className="tabs__tab"
            onClick={() => setCurrent(tab.id)}
          >
            {tab.label}
          </button>
        ))}
      </div>
      {tabs.map((tab, i) => (
        <div key={tab.id} role="tabpanel" id={`${id}-${tab.id}`} aria-labelledby={`${id}-${tab.id}-tab`} hidden={i !== index} className="tabs__panel">
          {tab.content}
        </div>
      ))}
    </div>
  );
}
