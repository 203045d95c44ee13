/**
 * The signed-in account page: who is signed in, the jump links, and every section (each loads its
 * own data, so one failing section leaves the others working).
 */
import { SectionLinks } from './account-section.tsx';
import { ACCOUNT_TEXT } from './account-text.ts';
import { GiftCardSection } from './gift-card-section.tsx';
import { SignOutSection, type SignOutSectionProps } from './sign-out-section.tsx';
import type { SessionSiteUser } from './site-user-call.ts';

/** Props of {@link AccountSections}. */
export interface AccountSectionsProps {
  siteUser: SessionSiteUser;
  signOut?: SignOutSectionProps['signOut'];
}

/** Renders the sections. */
export function AccountSections({ siteUser, signOut }: AccountSectionsProps) {
  return (
    <div className="plinth-account plinth-account--signed-in">
      <p className="plinth-account__who">{ACCOUNT_TEXT.signedInAs(siteUser.name ? `${siteUser.name} (${siteUser.email})` : siteUser.email)}</p>
      <SectionLinks />
      <GiftCardSection />
      <SignOutSection signOut={signOut} />
    </div>
  );
}
