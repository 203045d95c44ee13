import type { ReactNode } from 'react';

/**
 * A page's heading with optional actions on the right. The h1 takes focus
 * programmatically (tabIndex -1) so the shell can move focus to the new page
 * after an in-app navigation, as a full page load would.
 */
export function PageHeader({ title, children }: { title: string; children?: ReactNode }) {
  return (
    <header className="page-header">
      <h1 tabIndex={-1} className="page-header__title">
        {title}
      </h1>
      {children && <div className="page-header__actions">{children}</div>}
    </header>
  );
}
