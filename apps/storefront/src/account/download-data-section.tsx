/**
 * Download my data (issue 34 "A customer's own data"): one JSON file with everything the site keeps
 * about the customer — profile, addresses, orders, subscriptions, sign-ups and comments. A plain
 * link: the browser downloads it with the session cookie.
 */
import { getAccountData } from '@plinth/api/client/routes/getAccountData';
import { scriptUrl } from '../api/script-url.ts';
import { AccountSection } from './account-section.tsx';

/** Renders the section. */
export function DownloadDataSection() {
  return (
    <AccountSection name="data">
      <p>Your profile, addresses, orders, subscriptions, sign-ups and comments, as one file (JSON).</p>
      <p>
        <a className="plinth-button plinth-button--secondary" href={scriptUrl(getAccountData)} download="my-data.json">
          Download my data
        </a>
      </p>
    </AccountSection>
  );
}
