/**
 * The signed-in account page: who is signed in, the jump links, and every section. Each list
 * section loads its own data, so one failing leaves the others working; the profile is loaded
 * once for the sections that read it (profile, newsletter, deletion).
 */
import { useCallback } from 'react';
import { accountApi, type AccountApi } from './account-api.ts';
import { AccountSection, SectionLinks } from './account-section.tsx';
import { ACCOUNT_TEXT } from './account-text.ts';
import { AddressesSection } from './addresses-section.tsx';
import { DeleteAccountSection } from './delete-account-section.tsx';
import { DownloadDataSection } from './download-data-section.tsx';
import { GiftCardSection } from './gift-card-section.tsx';
import { LoadedView } from './loaded-view.tsx';
import { NewsletterSection } from './newsletter-section.tsx';
import { OrdersSection } from './orders-section.tsx';
import { ProfileSection } from './profile-section.tsx';
import { RestockSection } from './restock-section.tsx';
import { SignOutSection, type SignOutSectionProps } from './sign-out-section.tsx';
import type { SessionSiteUser } from './site-user-call.ts';
import { SubscriptionsSection } from './subscriptions-section.tsx';
import { useLoaded } from './use-loaded.ts';

/** Props of {@link AccountSections}. */
export interface AccountSectionsProps {
  siteUser: SessionSiteUser;
  /** Tests pass fakes. */
  api?: AccountApi;
  signOut?: SignOutSectionProps['signOut'];
}

/** Renders the sections. */
export function AccountSections({ siteUser, api = accountApi, signOut }: AccountSectionsProps) {
  const [profile, setProfile] = useLoaded(useCallback(() => api.profile(), [api]));
  // The profile's name once loaded: a rename below shows at the top too.
  const { name, email } = profile.kind === 'ready' ? profile.value.profile : siteUser;
  const who = name ? `${name} (${email})` : email;
  return (
    <div className="plinth-account plinth-account--signed-in">
      <p className="plinth-account__who">{ACCOUNT_TEXT.signedInAs(who)}</p>
      <SectionLinks />
      <OrdersSection api={api} />
      <SubscriptionsSection api={api} />
      <AddressesSection api={api} />
      <GiftCardSection />
      <RestockSection api={api} />
      {profile.kind === 'ready' ? (
        <>
          <NewsletterSection api={api} initial={{ subscribed: profile.value.profile.newsletterSubscribed, pending: profile.value.profile.newsletterPending }} />
          <ProfileSection api={api} profile={profile.value.profile} onProfile={(next) => setProfile({ profile: next })} />
          <DownloadDataSection />
          <DeleteAccountSection api={api} hasPassword={profile.value.profile.hasPassword} />
        </>
      ) : (
        (['newsletter', 'profile', 'data', 'deleteAccount'] as const).map((name) => (
          <AccountSection key={name} name={name}>
            <LoadedView state={profile}>{() => null}</LoadedView>
          </AccountSection>
        ))
      )}
      <SignOutSection signOut={signOut} />
    </div>
  );
}
