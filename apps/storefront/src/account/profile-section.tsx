/**
 * The profile: the e-mail (with "send the confirmation again" while unconfirmed), the name, and
 * the password (the current one asked when the account has one).
 */
import { useState, type FormEvent } from 'react';
import { AccountSection } from './account-section.tsx';
import { ACCOUNT_TEXT } from './account-text.ts';
import { accountApi, type AccountApi, type AccountProfile } from './account-api.ts';
import { AccountField, FormAlert, FormStatus, SubmitButton } from './account-field.tsx';
import { authApi, type AuthApi } from './auth-api.ts';
import { useRequest } from './use-request.ts';

/** The name form. */
function NameForm({ profile, api, onProfile }: { profile: AccountProfile; api: AccountApi; onProfile(next: AccountProfile): void }) {
  const [name, setName] = useState(profile.name);
  const [saved, setSaved] = useState<string | null>(null);
  const request = useRequest();
  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setSaved(null);
    const answer = await request.run(() => api.rename(name));
    if (answer) {
      onProfile(answer.profile);
      setSaved(ACCOUNT_TEXT.nameSaved);
    }
  }
  return (
    <form className="plinth-account__inline-form" noValidate aria-label={ACCOUNT_TEXT.saveName} onSubmit={(event) => void submit(event)}>
      <AccountField id="plinth-account-name" label={ACCOUNT_TEXT.name} autoComplete="name" required={false} value={name} onChange={setName} maxLength={100} />
      <SubmitButton busy={request.busy} label={ACCOUNT_TEXT.saveName} />
      <FormAlert message={request.error} />
      <FormStatus message={saved} />
    </form>
  );
}

/** The password form. */
function PasswordForm({ hasPassword, api }: { hasPassword: boolean; api: AccountApi }) {
  const [current, setCurrent] = useState('');
  const [next, setNext] = useState('');
  const [saved, setSaved] = useState<string | null>(null);
  const request = useRequest();
  const label = hasPassword ? ACCOUNT_TEXT.changePassword : ACCOUNT_TEXT.setAPassword;
  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setSaved(null);
    const answer = await request.run(() => api.changePassword(hasPassword ? { currentPassword: current, newPassword: next } : { newPassword: next }));
    if (answer) {
      setCurrent('');
      setNext('');
      setSaved(ACCOUNT_TEXT.passwordChanged);
    }
  }
  return (
    <form className="plinth-account__form" noValidate aria-label={label} onSubmit={(event) => void submit(event)}>
      {hasPassword && <AccountField id="plinth-account-current-password" label={ACCOUNT_TEXT.currentPassword} type="password" autoComplete="current-password" value={current} onChange={setCurrent} maxLength={200} />}
      <AccountField id="plinth-account-new-password" label={ACCOUNT_TEXT.newPassword} type="password" autoComplete="new-password" hint={ACCOUNT_TEXT.passwordHint} value={next} onChange={setNext} maxLength={200} />
      <FormAlert message={request.error} />
      <FormStatus message={saved} />
      <div className="plinth-account__actions">
        <SubmitButton busy={request.busy} label={label} />
      </div>
    </form>
  );
}

/** The unconfirmed e-mail's note and its resend button. */
function Unverified({ auth }: { auth: AuthApi }) {
  const [sent, setSent] = useState<string | null>(null);
  const request = useRequest();
  async function resend() {
    const answer = await request.run(() => auth.resendVerification());
    if (answer) setSent(answer.message);
  }
  return (
    <div className="plinth-account__actions">
      <p className="plinth-account__meta">{ACCOUNT_TEXT.notVerified}</p>
      <button type="button" className="plinth-link-button" disabled={request.busy} onClick={() => void resend()}>
        {ACCOUNT_TEXT.resendVerification}
      </button>
      <FormAlert message={request.error} />
      <FormStatus message={sent} />
    </div>
  );
}

/** Props of {@link ProfileSection}. */
export interface ProfileSectionProps {
  profile: AccountProfile;
  onProfile(next: AccountProfile): void;
  api?: AccountApi;
  auth?: AuthApi;
}

/** The section. */
export function ProfileSection({ profile, onProfile, api = accountApi, auth = authApi }: ProfileSectionProps) {
  return (
    <AccountSection name="profile">
      <p className="plinth-account__meta">
        {ACCOUNT_TEXT.email}: <strong>{profile.email}</strong>
      </p>
      {!profile.emailVerified && <Unverified auth={auth} />}
      <NameForm profile={profile} api={api} onProfile={onProfile} />
      <h3 className="plinth-account__subheading">{profile.hasPassword ? ACCOUNT_TEXT.changePassword : ACCOUNT_TEXT.setAPassword}</h3>
      <PasswordForm hasPassword={profile.hasPassword} api={api} />
    </AccountSection>
  );
}
