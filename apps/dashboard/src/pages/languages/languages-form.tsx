import { useState, type FormEvent } from 'react';
import { useSession } from '../../components/session.ts';
import { SaveFooter } from '../../components/save-footer.tsx';
import { useAction } from '../../components/use-action.ts';
import type { getLanguages, saveLanguages } from '@plinth/api';
import { roleAllows } from '@plinth/platform';
import type { z } from 'zod';

/** One language of the site (`getLanguages`). */
export type Language = z.infer<typeof getLanguages.response>['languages'][number];

/** The language list: shown or not, the default, add and remove; saved with `saveLanguages`. */
export function LanguagesForm({ initial, onSaved }: { initial: Language[]; onSaved(languages: Language[]): void }) {
  const { api, contributor } = useSession();
  const readOnly = !roleAllows(contributor.role, 'content:write');
  const [languages, setLanguages] = useState(initial);
  const [code, setCode] = useState('');
  const [name, setName] = useState('');
  const [saved, setSaved] = useState(false);
  const save = useAction(async () => {
    const answer = await api.call('saveLanguages', { body: { languages } });
    onSaved(answer?.languages ?? languages);
  });
  const update = (index: number, changes: Partial<Language>) => setLanguages((list) => list.map((l, i) => (i === index ? { ...l, ...changes } : l)));
  const makeDefault = (index: number) => setLanguages((list) => list.map((l, i) => ({ ...l, isDefault: i === index, enabled: i === index ? true : l.enabled })));

  const add = () => {
    if (!code.trim() || !name.trim()) return;
    setLanguages((list) => [...list, { code: code.trim(), name: name.trim(), enabled: true, isDefault: false }]);
    setCode('');
    setName('');
  };
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setSaved(false);
    setSaved(await save.run());
  };

  return (
    <form className="form" onSubmit={submit}>
      <table className="table">
        <thead>
          <tr>
            <th scope="col">Language</th>
            <th scope="col">Code</th>
            <th scope="col">Shown</th>
            <th scope="col">Default</th>
            <th scope="col">
              <span className="visually-hidden">Actions</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {languages.map((language, index) => (
            <tr key={language.code + index}>
              <th scope="row">{language.name}</th>
              <td>{language.code}</td>
              <td>
                <input type="checkbox" aria-label={`Show ${language.name}`} checked={language.enabled} disabled={readOnly || language.isDefault} onChange={(e) => update(index, { enabled: e.target.checked })} />
              </td>
              <td>
                <input type="radio" name="default-language" aria-label={`${language.name} is the default`} checked={language.isDefault} disabled={readOnly} onChange={() => makeDefault(index)} />
              </td>
              <td className="actions">
                {!readOnly && !language.isDefault && (
                  <button type="button" className="button button--quiet button--small" onClick={() => setLanguages((list) => list.filter((_, i) => i !== index))}>
                    Remove<span className="visually-hidden"> {language.name}</span>
                  </button>
                )}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      {!readOnly && (
        <>
          <div className="toolbar" role="group" aria-label="Add a language">
            <label className="field field--inline">
              <span className="field__label">Code</span>
              <input value={code} placeholder="fr-FR" size={8} onChange={(e) => setCode(e.target.value)} />
            </label>
            <label className="field field--inline">
              <span className="field__label">Name</span>
              <input value={name} placeholder="Français" onChange={(e) => setName(e.target.value)} />
            </label>
            <button type="button" className="button" onClick={add} disabled={!code.trim() || !name.trim()}>
              Add language
            </button>
          </div>
          <SaveFooter save={save} saved={saved} label="Save languages" />
        </>
      )}
    </form>
  );
}
