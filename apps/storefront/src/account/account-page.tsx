/**
 * The AccountPage island (/account): signed out, the sign-in form; signed in, the account's
 * sections. The page HTML is cached for everyone, so the server renders only "Loading…": the
 * browser reads the `SiteUserInfo` cookie and asks the session (`siteUserWhoAmI`) for the
 * customer (which also recovers a lost xsrfToken). A session that has ended shows the sign-in form.
 */
import { useEffect, useState } from 'react';
import { AccountSections, type AccountSectionsProps } from './account-sections-view.tsx';
import { ACCOUNT_TEXT } from './account-text.ts';
import { SignInForm } from './sign-in-form.tsx';
import { siteUserCaller, type SessionSiteUser, type SiteUserCaller } from './site-user-call.ts';
import { isSignedIn } from './site-user-info.ts';

/** Props of {@link AccountPage}. */
export interface AccountPageProps {
  /** Tests pass a caller over a fake fetch. */
  caller?: SiteUserCaller;
  /** Tests pass fakes of the sections' calls. */
  sections?: Omit<AccountSectionsProps, 'siteUser'>;
}

type State = { kind: 'loading' } | { kind: 'signed-out' } | { kind: 'signed-in'; siteUser: SessionSiteUser };

/** Renders the page for the visitor of this browser. */
export function AccountPage({ caller = siteUserCaller, sections }: AccountPageProps) {
  const [state, setState] = useState<State>({ kind: 'loading' });
  useEffect(() => {
    let live = true;
    if (!isSignedIn(document.cookie)) {
      setState({ kind: 'signed-out' });
      return;
    }
    void caller.session().then((result) => {
      if (live) setState(result.ok ? { kind: 'signed-in', siteUser: result.value.siteUser } : { kind: 'signed-out' });
    });
    return () => {
      live = false;
    };
  }, [caller]);

  if (state.kind === 'loading') {
    return (
      <div className="plinth-account">
        <p className="plinth-account__loading" role="status">{ACCOUNT_TEXT.loading}</p>
      </div>
    );
  }
  if (state.kind === 'signed-out') {
    return (
      <div className="plinth-account plinth-account--signed-out">
        <SignInForm heading={ACCOUNT_TEXT.signIn} />
      </div>
    );
  }
  return <AccountSections siteUser={state.siteUser} {...sections} />;
}
