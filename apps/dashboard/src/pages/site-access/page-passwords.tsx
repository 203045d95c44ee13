/** Pages with their own password: each page listed, protected ones with Remove, others with a password field. */
import { useState, type FormEvent } from 'react';
import { roleAllows } from '@plinth/platform';
import type { SiteAccessSettings } from '@plinth/api';
import { SITE_ACCESS_LIMITS } from './site-access-rules.ts';
import { Failure } from '../../components/status-views.tsx';
import { useSession } from '../../components/session.ts';
import { useAction } from '../../components/use-action.ts';

type Page = SiteAccessSettings['pages'][number];

function PageRow({ page, readOnly, onSaved }: { page: Page; readOnly: boolean; onSaved(page: Page): void }) {
  const { api } = useSession();
  const [password, setPassword] = useState('');
  const [notice, setNotice] = useState('');
  const protect = useAction(async () => {
    onSaved(await api.call('protectPage', { params: { id: page.collectionId }, body: { password, message: page.message } }));
    setPassword('');
    setNotice(`${page.title} now asks for its password.`);
  });
  const remove = useAction(async () => {
    onSaved(await api.call('unprotectPage', { params: { id: page.collectionId } }));
    setNotice(`${page.title} is open to everyone.`);
  });
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setNotice('');
    await protect.run();
  };
  const inputId = `page-password-${page.collectionId}`;
  return (
    <li className="page-passwords__row">
      <div className="page-passwords__page">
        <strong>{page.title}</strong> <span className="page-passwords__url">{page.fullUrl}</span>
        {page.protected && <span className="page-passwords__badge">Password protected</span>}
      </div>
      {!readOnly && (
        <form className="page-passwords__form" onSubmit={submit}>
          <label htmlFor={inputId} className="visually-hidden">{page.protected ? `New password for ${page.title}` : `Password for ${page.title}`}</label>
          <input id={inputId} type="password" required minLength={SITE_ACCESS_LIMITS.passwordMin} maxLength={SITE_ACCESS_LIMITS.passwordMax} autoComplete="new-password" value={password} onChange={(e) => setPassword(e.target.value)} placeholder={page.protected ? 'New password' : 'Password'} />
          <button type="submit" className="button" disabled={protect.busy} aria-busy={protect.busy}>{page.protected ? 'Change password' : 'Protect'}</button>
          {page.protected && (
            <button type="button" className="button" disabled={remove.busy} onClick={() => { setNotice(''); void remove.run(); }}>Remove password</button>
          )}
        </form>
      )}
      {(protect.error || remove.error) && <Failure message={(protect.error ?? remove.error) as string} onRetry={protect.error ? protect.retry : remove.retry} />}
      {notice && <p className="notice" role="status">{notice}</p>}
    </li>
  );
}

export function PagePasswords({ pages, onSaved }: { pages: Page[]; onSaved(page: Page): void }) {
  const { contributor } = useSession();
  const readOnly = !roleAllows(contributor.role, 'settings:write');
  return (
    <section className="site-access__section" aria-labelledby="page-passwords-heading">
      <h2 id="page-passwords-heading">Page passwords</h2>
      <p className="site-access__hint">A page with its own password asks for it before showing the page and everything below it.</p>
      <ul className="page-passwords">
        {pages.map((page) => <PageRow key={page.collectionId} page={page} readOnly={readOnly} onSaved={onSaved} />)}
      </ul>
    </section>
  );
}
