/**
 * Plan (`/config/settings/billing/upgrade`, `/config/settings/billing/subscriptions/website`): what
 * the hosted builder sells by plan, and what this site has. A self-hosted Plinth site is on no plan
 * and pays nobody: every feature and entitlement of platform.md §3 is on, so there is nothing to
 * upgrade and no subscription to manage.
 */
import { FEATURE_FLAG_LABELS, siteEntitlements } from '@plinth/platform';
import { PageHeader } from '../../components/page-header.tsx';
import type { PageProps } from '../page-entry.ts';
import './plan-page.css';

export default function PlanPage(_props: PageProps) {
  const entitlements = siteEntitlements();
  return (
    <>
      <PageHeader title="Plan" />
      <section className="plan" aria-labelledby="plan-name">
        <h2 id="plan-name" className="plan__name">Self-hosted</h2>
        <p className="plan__summary">
          This site runs on your own server. It has every feature, with no subscription to pay and nothing to upgrade.
        </p>
        <h3 className="plan__heading">Included ({entitlements.length})</h3>
        <ul className="plan__list">
          {entitlements.map((flag) => (
            <li key={flag} className="plan__item">
              <span className="plan__check" aria-hidden="true">✓</span> {FEATURE_FLAG_LABELS[flag]}
            </li>
          ))}
        </ul>
      </section>
    </>
  );
}
