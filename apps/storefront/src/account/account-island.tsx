/**
 * The Account island: every account page in one lazy chunk (one line in the island registry keeps
 * the product page's runtime small). The server names the view by the path
 * (features/pages/account-page-service.ts) and passes the e-mailed link's token to the views that
 * POST one.
 */
import { AccountPage } from './account-page.tsx';
import { AccountForgotPassword } from './forgot-password-form.tsx';
import { AccountSignIn } from './sign-in-form.tsx';
import { AccountSignUp } from './sign-up-form.tsx';
import { AccountResetPassword, AccountSignInLink, AccountVerifyEmail } from './token-pages.tsx';

/** The account views, one per `/account` path. */
export type AccountView = 'account' | 'sign-in' | 'sign-up' | 'forgot-password' | 'reset-password' | 'verify' | 'sign-in-link';

/** Props of {@link Account}. */
export interface AccountProps {
  view: AccountView;
  /** The link's token (reset-password, verify, sign-in-link). */
  token?: string;
}

/** Renders the view. */
export function Account({ view, token = '' }: AccountProps) {
  switch (view) {
    case 'sign-in':
      return <AccountSignIn />;
    case 'sign-up':
      return <AccountSignUp />;
    case 'forgot-password':
      return <AccountForgotPassword />;
    case 'reset-password':
      return <AccountResetPassword token={token} />;
    case 'verify':
      return <AccountVerifyEmail token={token} />;
    case 'sign-in-link':
      return <AccountSignInLink token={token} />;
    default:
      return <AccountPage />;
  }
}
