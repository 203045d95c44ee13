import { useState, type FormEvent } from 'react';
import { useSession } from '../../components/session.ts';
import { useRouteMutation } from '../../api/use-route-mutation.ts';
import { SaveFooter } from '../../components/save-footer.tsx';
import { useAction } from '../../components/use-action.ts';
import type { getHeaderFooter } from '@plinth/api';
import { roleAllows } from '@plinth/platform';
import type { z } from 'zod';

/** The site header and footer, as `getHeaderFooter` and `saveHeaderFooter` answer them. */
export type HeaderFooter = z.infer<typeof getHeaderFooter.response>;

/** The form of the header and footer; read-only for roles without content:write. */
export function HeaderFooterForm({ initial, onSaved }: { initial: HeaderFooter; onSaved(value: HeaderFooter): void }) {
  const { contributor } = useSession();
  const saveHeaderFooter = useRouteMutation('saveHeaderFooter');
  const readOnly = !roleAllows(contributor.role, 'content:write');
  const [value, setValue] = useState(initial);
  const [saved, setSaved] = useState(false);
  const save = useAction(async () => {
    const answer = await saveHeaderFooter({ body: value });
    onSaved(answer ?? value);
  });
  const header = (changes: Partial<HeaderFooter['header']>) => setValue((v) => ({ ...v, header: { ...v.header, ...changes } }));
  const footer = (changes: Partial<HeaderFooter['footer']>) => setValue((v) => ({ ...v, footer: { ...v.footer, ...changes } }));
  const link = (index: number, changes: Partial<{ label: string; url: string }>) =>
    footer({ links: value.footer.links.map((l, i) => (i === index ? { ...l, ...changes } : l)) });

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setSaved(false);
    setSaved(await save.run());
  };

  return (
    <form className="form" onSubmit={submit}>
      <fieldset className="fieldset" disabled={readOnly}>
        <legend>Header</legend>
        <label className="field">
          <span className="field__label">Announcement</span>
          <input value={value.header.announcement} maxLength={200} onChange={(e) => header({ announcement: e.target.value })} />
          <span className="field__hint">Shown in a bar above the header. Leave empty for no bar.</span>
        </label>
        <label className="field field--check">
          <input type="checkbox" checked={value.header.showCart} onChange={(e) => header({ showCart: e.target.checked })} />
          <span>Show the cart link</span>
        </label>
      </fieldset>
      <fieldset className="fieldset" disabled={readOnly}>
        <legend>Footer</legend>
        <label className="field">
          <span className="field__label">Text</span>
          <textarea rows={2} maxLength={500} value={value.footer.text} onChange={(e) => footer({ text: e.target.value })} />
        </label>
        {value.footer.links.map((l, index) => (
          <div className="variant-draft" role="group" aria-label={`Footer link ${index + 1}`} key={index}>
            <label className="field field--compact">
              <span className="field__label">Label</span>
              <input value={l.label} maxLength={60} onChange={(e) => link(index, { label: e.target.value })} />
            </label>
            <label className="field field--compact">
              <span className="field__label">Address</span>
              <input value={l.url} placeholder="/about or https://…" onChange={(e) => link(index, { url: e.target.value })} />
            </label>
            <button type="button" className="button button--quiet button--small" onClick={() => footer({ links: value.footer.links.filter((_, i) => i !== index) })}>
              Remove link {index + 1}
            </button>
          </div>
        ))}
        {value.footer.links.length < 10 && (
          <button type="button" className="button" onClick={() => footer({ links: [...value.footer.links, { label: '', url: '' }] })}>
            Add link
          </button>
        )}
      </fieldset>
      <SaveFooter save={save} saved={saved} readOnly={readOnly} />
    </form>
  );
}
