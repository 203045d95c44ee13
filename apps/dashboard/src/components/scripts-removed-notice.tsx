/**
 * Beside every field whose HTML or script runs on the site (a code block, a form's messages and
 * disclaimer): for a role without `content:unfiltered-html` the server removes scripts and
 * embedded code when it saves (issue 36; docs/owner-api.md "HTML and scripts"), and says so here.
 */
import { roleAllows, UNFILTERED_HTML } from '@plinth/platform';
import { useSession } from './session.ts';

export const SCRIPTS_REMOVED = 'Scripts and embedded code are removed when you save: only an administrator can add them.';

/** Whether the signed-in contributor's HTML and scripts are kept as written. */
export function useKeepsScripts(): boolean {
  return roleAllows(useSession().contributor.role, UNFILTERED_HTML);
}

/** The notice, or nothing for a role whose HTML is kept; `id` lets fields point to it (aria-describedby). */
export function ScriptsRemovedNotice({ id }: { id?: string }) {
  if (useKeepsScripts()) return null;
  return (
    <p id={id} className="scripts-removed" role="note">
      {SCRIPTS_REMOVED}
    </p>
  );
}
