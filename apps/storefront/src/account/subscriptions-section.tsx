/**
 * The account's subscriptions: price and period, the next billing date (or the end of a cancelled
 * one), and Cancel — asked twice, since it stops the deliveries.
 */
import { useCallback, useState } from 'react';
import { AccountSection } from './account-section.tsx';
import { ACCOUNT_TEXT } from './account-text.ts';
import { accountApi, type AccountApi, type AccountSubscription } from './account-api.ts';
import { FormAlert } from './account-field.tsx';
import { dateText, moneyText } from './display.ts';
import { LoadedView } from './loaded-view.tsx';
import { useLoaded } from './use-loaded.ts';
import { useRequest } from './use-request.ts';

/** The status as a customer reads it. */
const STATUS_TEXT: Record<string, string> = { active: 'Active', cancelled: 'Cancelled', completed: 'Completed' };

/** The line under a subscription's name: the next charge, or when a cancelled one ends. */
export function billingText(subscription: AccountSubscription, locale?: string): string | null {
  if (subscription.nextBillingAt === null) return null;
  const date = dateText(subscription.nextBillingAt, locale);
  return subscription.status === 'cancelled' ? ACCOUNT_TEXT.endsOn(date) : ACCOUNT_TEXT.nextBilling(date);
}

/** One subscription, with its Cancel. */
export function SubscriptionItem({ subscription, api, onChange, locale }: { subscription: AccountSubscription; api: AccountApi; onChange(next: AccountSubscription): void; locale?: string }) {
  const [confirming, setConfirming] = useState(false);
  const request = useRequest();
  const titleId = `plinth-account-subscription-${subscription.id}`;
  const billing = billingText(subscription, locale);
  async function cancel() {
    const answer = await request.run(() => api.cancelSubscription(subscription.id));
    if (answer) {
      setConfirming(false);
      onChange(answer.subscription);
    }
  }
  return (
    <li className="plinth-account__item">
      <div className="plinth-account__item-head">
        <h3 id={titleId} className="plinth-account__item-title">
          {subscription.productName}
          {subscription.quantity > 1 ? ` × ${subscription.quantity}` : ''}
        </h3>
        <span className="plinth-account__status-badge">{STATUS_TEXT[subscription.status] ?? subscription.status}</span>
      </div>
      <p className="plinth-account__meta">
        {moneyText(subscription.price)} {subscription.billingPeriodText}
      </p>
      {billing && <p className="plinth-account__meta">{billing}</p>}
      <FormAlert message={request.error} />
      {subscription.status === 'active' &&
        (confirming ? (
          <div className="plinth-account__actions" role="group" aria-label={ACCOUNT_TEXT.cancelSubscription}>
            <p className="plinth-account__confirm">{ACCOUNT_TEXT.confirmCancel(subscription.productName)}</p>
            <button type="button" className="plinth-button plinth-button--danger" disabled={request.busy} onClick={() => void cancel()}>
              {ACCOUNT_TEXT.yesCancel}
            </button>
            {/* The question takes the focus on its safe answer: the button that opened it is gone. */}
            <button type="button" className="plinth-button plinth-button--secondary" autoFocus onClick={() => setConfirming(false)}>
              {ACCOUNT_TEXT.keepSubscription}
            </button>
          </div>
        ) : (
          <div className="plinth-account__actions">
            <button type="button" className="plinth-button plinth-button--secondary" onClick={() => setConfirming(true)}>
              {ACCOUNT_TEXT.cancelSubscription}
            </button>
          </div>
        ))}
    </li>
  );
}

/** The list. */
export function SubscriptionsList({ subscriptions, api, onChange, locale }: { subscriptions: AccountSubscription[]; api: AccountApi; onChange(next: AccountSubscription): void; locale?: string }) {
  if (subscriptions.length === 0) return <p className="plinth-account__empty">{ACCOUNT_TEXT.noSubscriptions}</p>;
  return (
    <ul className="plinth-account__list">
      {subscriptions.map((subscription) => (
        <SubscriptionItem key={subscription.id} subscription={subscription} api={api} onChange={onChange} locale={locale} />
      ))}
    </ul>
  );
}

/** The section (loads the subscriptions). */
export function SubscriptionsSection({ api = accountApi }: { api?: AccountApi }) {
  const [state, setValue] = useLoaded(useCallback(() => api.subscriptions(), [api]));
  return (
    <AccountSection name="subscriptions">
      <LoadedView state={state}>
        {({ subscriptions }) => (
          <SubscriptionsList
            subscriptions={subscriptions}
            api={api}
            onChange={(next) => setValue({ subscriptions: subscriptions.map((s) => (s.id === next.id ? next : s)) })}
          />
        )}
      </LoadedView>
    </AccountSection>
  );
}
