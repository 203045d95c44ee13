import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { AppDeps } from '../../infra/app-deps.ts';
import {
  disconnectTranslationProvider,
  getLanguages,
  getMultilingualSettings,
  getTranslationStatus,
  saveLanguages,
} from './multilingual-repository.ts';

import { languageListProblem, LANGUAGE_CODE, MAX_LANGUAGES } from './languages.ts';
import { AppError } from '../../infra/errors/app-error.ts';
import { notAnObject } from '../../infra/http/not-an-object.ts';
import { ownerWebsite } from '../owner/index.ts';

/* Multilingual settings (platform.md §7): languages, and the translation provider's connection. */

const language = z.strictObject(
  {
    code: z.string({ error: 'Code is required.' }).trim().regex(LANGUAGE_CODE, "Code must be a language tag such as 'en' or 'pt-BR'."),
    name: z.string({ error: 'Name is required.' }).trim().min(1, 'Name is required.').max(60, 'Name must be at most 60 characters.'),
    enabled: z.boolean({ error: 'Enabled must be true or false.' }),
    isDefault: z.boolean({ error: 'IsDefault must be true or false.' }),
  },
  notAnObject('Each language must be an object with code, name, enabled and isDefault.'),
);

const body = z.object(
  {
    languages: z
      .array(language, { error: 'Languages must be a list.' })
      .min(1, 'Languages: at least one language is required.')
      .max(MAX_LANGUAGES, `Languages: at most ${MAX_LANGUAGES} languages.`),
  },
  { error: 'The body must be a JSON object with languages.' },
);

/**
 * `GET /api/multilingual/settings`, `GET /api/multilingual/status`, `GET` and `PUT
 * /api/multilingual/languages`, `DELETE /api/multilingual/connection`.
 */
export function registerMultilingualRoutes(app: FastifyInstance, { db, now }: AppDeps): void {
  const read = { config: { access: 'content:read' } } as const;
  const write = { config: { access: 'content:write' } } as const;

  app.get('/api/multilingual/settings', read, async (request) => getMultilingualSettings(db, (await ownerWebsite(db, request)).id));

  app.get('/api/multilingual/status', read, async (request) => getTranslationStatus(db, (await ownerWebsite(db, request)).id));

  app.get('/api/multilingual/languages', read, async (request) => ({ languages: await getLanguages(db, (await ownerWebsite(db, request)).id) }));

  app.put('/api/multilingual/languages', write, async (request) => {
    const website = await ownerWebsite(db, request);
    const { languages } = body.parse(request.body);
    // Checked once each language is well-formed: one enabled default, no code twice.
    const problem = languageListProblem(languages);
    if (problem) throw new AppError('INVALID', problem);
    return { languages: await saveLanguages(db, website.id, languages, now()) };
  });

  app.delete('/api/multilingual/connection', write, async (request) => {
    const website = await ownerWebsite(db, request);
    await disconnectTranslationProvider(db, website.id, now());
    return getTranslationStatus(db, website.id);
  });
}
