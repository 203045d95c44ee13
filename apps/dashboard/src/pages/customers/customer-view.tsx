/**
 * One customer as the customer's page shows it: the account's facts, then its orders (each linking
 * to the order's page), subscriptions, saved addresses and member-area memberships.
 */
import { roleAllows } from '@plinth/platform';
import type { ReactNode } from 'react';
import type { CustomerDetail } from '../../api/types.ts';
import { PageHeader } from '../../components/page-header.tsx';
import { useSession } from '../../components/session.ts';
import { formatBillingPeriod, formatDate } from '../../format.ts';
import { formatMoneyValue } from '../../money.ts';
import { Link } from '../../router/history.ts';
import { hrefFor } from '../../router/routes.ts';
import { addressLines } from './address-lines.ts';
import { membershipSourceLabel, membershipStatusLabel, subscriptionStatusLabel } from './status-labels.ts';
import './customers.css';

/** The customer's facts, then orders, subscriptions, addresses and memberships; links only where the role may follow them. */
export function CustomerView({ customer }: { customer: CustomerDetail }) {
  return (
    <>
      <PageHeader title={customer.name || customer.email}>
        <Link href={hrefFor('customers')}>All customers</Link>
      </PageHeader>
      <dl className="facts">
        <dt>E-mail</dt>
        <dd>{customer.email}</dd>
        <dt>E-mail confirmed</dt>
        <dd>{customer.emailVerified ? 'Yes' : <span className="badge badge--muted">Not yet</span>}</dd>
        <dt>Signed up</dt>
        <dd>{formatDate(customer.createdAt)}</dd>
        <dt>Orders</dt>
        <dd>{customer.ordersCount}</dd>
        <dt>Total spent</dt>
        <dd>{formatMoneyValue(customer.totalSpent)}</dd>
        {customer.locale && (
          <>
            <dt>Language</dt>
            <dd>{customer.locale}</dd>
          </>
        )}
      </dl>
      <OrdersSection customer={customer} />
      <SubscriptionsSection customer={customer} />
      <AddressesSection customer={customer} />
      <MembershipsSection customer={customer} />
    </>
  );
}

/** A titled part of the customer's page; its heading names the table or list below it. */
function Section({ id, title, empty, children }: { id: string; title: string; empty: string | null; children: ReactNode }) {
  return (
    <section className="panel" aria-labelledby={id}>
      <h2 id={id} className="panel__title">
        {title}
      </h2>
      {empty ? <p className="empty">{empty}</p> : children}
    </section>
  );
}

function OrdersSection({ customer }: { customer: CustomerDetail }) {
  const { contributor } = useSession();
  const mayOpenOrders = roleAllows(contributor.role, 'orders:read');
  return (
    <Section id="customer-orders" title="Orders" empty={customer.orders.length ? null : 'No orders yet.'}>
      <table className="table" aria-labelledby="customer-orders">
        <thead>
          <tr>
            <th scope="col">Order</th>
            <th scope="col">Date</th>
            <th scope="col" className="num">
              Total
            </th>
          </tr>
        </thead>
        <tbody>
          {customer.orders.map((order) => (
            <tr key={order.id}>
              <th scope="row">
                {mayOpenOrders ? <Link href={hrefFor('order', { id: order.id })}>#{order.orderNumber}</Link> : `#${order.orderNumber}`}
                {order.testMode && <span className="badge badge--muted">Test</span>}
              </th>
              <td>{formatDate(order.createdAt)}</td>
              <td className="num">{formatMoneyValue(order.grandTotal)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </Section>
  );
}

function SubscriptionsSection({ customer }: { customer: CustomerDetail }) {
  return (
    <Section id="customer-subscriptions" title="Subscriptions" empty={customer.subscriptions.length ? null : 'No subscriptions.'}>
      <table className="table" aria-labelledby="customer-subscriptions">
        <thead>
          <tr>
            <th scope="col">Product</th>
            <th scope="col">Status</th>
            <th scope="col" className="num">
              Price
            </th>
            <th scope="col">Next billing</th>
          </tr>
        </thead>
        <tbody>
          {customer.subscriptions.map((subscription) => (
            <tr key={subscription.id}>
              <th scope="row">{subscription.productName}</th>
              <td>{subscriptionStatusLabel(subscription)}</td>
              <td className="num">
                {formatMoneyValue(subscription.price)} {formatBillingPeriod(subscription.billingPeriod)}
              </td>
              <td>{subscription.nextBillingAt === null || subscription.cancelledAt !== null ? <span className="muted">None</span> : formatDate(subscription.nextBillingAt)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </Section>
  );
}

function AddressesSection({ customer }: { customer: CustomerDetail }) {
  return (
    <Section id="customer-addresses" title="Addresses" empty={customer.addresses.length ? null : 'No saved addresses.'}>
      <ul className="address-list">
        {customer.addresses.map((saved) => (
          <li key={saved.id} className="address-list__item">
            <address>
              {addressLines(saved.address).map((line, index) => (
                <span key={index} className="address-list__line">
                  {line}
                </span>
              ))}
            </address>
            {saved.isDefault && <span className="badge badge--muted">Default</span>}
          </li>
        ))}
      </ul>
    </Section>
  );
}

function MembershipsSection({ customer }: { customer: CustomerDetail }) {
  const { contributor } = useSession();
  const mayManage = roleAllows(contributor.role, 'members:manage');
  return (
    <Section id="customer-memberships" title="Memberships" empty={customer.memberships.length ? null : 'Not a member of any member area.'}>
      <table className="table" aria-labelledby="customer-memberships">
        <thead>
          <tr>
            <th scope="col">Member area</th>
            <th scope="col">How</th>
            <th scope="col">Status</th>
            <th scope="col">Since</th>
          </tr>
        </thead>
        <tbody>
          {customer.memberships.map((membership) => (
            <tr key={membership.id}>
              <th scope="row">{mayManage ? <Link href={hrefFor('member-area', { id: membership.memberAreaId })}>{membership.memberAreaName}</Link> : membership.memberAreaName}</th>
              <td>{membershipSourceLabel(membership.source)}</td>
              <td>{membershipStatusLabel(membership)}</td>
              <td>{formatDate(membership.createdAt)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </Section>
  );
}
