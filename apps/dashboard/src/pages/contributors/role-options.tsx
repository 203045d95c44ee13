import { CONTRIBUTOR_ROLES } from '@plinth/platform';
import { roleLabel } from '../../role-label.ts';

/** Every contributor role as <option>s, in catalogue order. */
export function RoleOptions() {
  return (
    <>
      {Object.keys(CONTRIBUTOR_ROLES).map((role) => (
        <option key={role} value={role}>
          {roleLabel(role)}
        </option>
      ))}
    </>
  );
}
