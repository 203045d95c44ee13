/**
 * One headed section of the signed-in account page (headings make the page navigable by screen
 * readers; the jump links at the top point at them).
 */
import type { ReactNode } from 'react';
import { ACCOUNT_SECTIONS, sectionHeadingId, type AccountSectionKey } from './account-sections.ts';

/** Renders `<section>` labelled by its `<h2>`. */
export function AccountSection({ name, children }: { name: AccountSectionKey; children: ReactNode }) {
  const headingId = sectionHeadingId(name);
  return (
    <section className={`plinth-account__section plinth-account__section--${name}`} aria-labelledby={headingId}>
      <h2 id={headingId} className="plinth-account__heading" tabIndex={-1}>
        {ACCOUNT_SECTIONS[name]}
      </h2>
      {children}
    </section>
  );
}

/** The jump links to every section. */
export function SectionLinks() {
  return (
    <nav className="plinth-account__contents" aria-label="Account sections">
      <ul>
        {(Object.keys(ACCOUNT_SECTIONS) as AccountSectionKey[]).map((key) => (
          <li key={key}>
            <a href={`#${sectionHeadingId(key)}`}>{ACCOUNT_SECTIONS[key]}</a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
