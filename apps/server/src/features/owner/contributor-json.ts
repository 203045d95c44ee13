import type { contributorJson as contributorWire, sessionContributor } from '@plinth/api';
import type { z } from 'zod';
import type { Contributor } from './contributors-repository.ts';

/** The contributor as the session answers show it (with the site id the store-creation routes need). */
export function sessionJson(c: Contributor): z.infer<typeof sessionContributor> {
  return { id: c.id, websiteId: c.websiteId, email: c.email, name: c.name, role: c.role };
}

/** The contributor as the contributors list shows it: the session's fields and when it was added. */
export function contributorJson(c: Contributor): z.infer<typeof contributorWire> {
  return { ...sessionJson(c), createdAt: c.createdAt };
}
