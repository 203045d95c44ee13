/**
 * Discounts (`/config/commerce/discounts`, Commerce; docs/owner-api.md "Discounts"): the store's
 * codes and automatic discounts with what each takes off, when it works, how often it was used and
 * where it stands; each opens its form, and can be deleted after a confirmation.
 */
import { useMemo, useState } from 'react';
import { ConfirmDialog } from '../../components/confirm-dialog.tsx';
import { LoadView } from '../../components/load-view.tsx';
import { PageHeader } from '../../components/page-header.tsx';
import { useSession } from '../../components/session.ts';
import { Failure } from '../../components/status-views.tsx';
import { useAction } from '../../components/use-action.ts';
import { useRouteMutation } from '../../api/use-route-mutation.ts';
import { useRouteQuery } from '../../api/use-route-query.ts';
import { Link } from '../../router/history.ts';
import { hrefFor } from '../../router/routes.ts';
import type { PageProps } from '../page-entry.ts';
import { discountSummary, STATUS_LABELS, usageText, type Discount } from './discount-fields.ts';
import { useProductTitles } from './product-titles.ts';
import './discounts.css';

const dateText = (ms: number | null) => (ms === null ? null : new Date(ms).toLocaleString(undefined, { dateStyle: 'medium', timeStyle: 'short' }));

/** 'From 24 Dec 2026, 09:00 until …', or 'Always'. */
function whenText(discount: Discount): string {
  const from = dateText(discount.startsAt);
  const until = dateText(discount.endsAt);
  if (from && until) return `${from} – ${until}`;
  if (from) return `From ${from}`;
  if (until) return `Until ${until}`;
  return 'Always';
}

export default function DiscountsPage(_props: PageProps) {
  const { currency } = useSession();
  const load = useRouteQuery('listDiscounts');
  const titles = useProductTitles();
  const remove = useRouteMutation('deleteDiscount');
  const [deleting, setDeleting] = useState<Discount | null>(null);
  const del = useAction(async (discount: Discount) => {
    await remove({ params: { id: discount.id } });
    load.setData((data) => ({ discounts: data.discounts.filter((d) => d.id !== discount.id) }));
  });
  const nameOf = useMemo(() => (d: Discount) => d.code ?? d.title, []);

  return (
    <>
      <PageHeader title="Discounts">
        <Link className="button button--primary" href={hrefFor('discount-new')}>
          Create discount
        </Link>
      </PageHeader>
      <p className="field__hint">
        A code the buyer enters at checkout, or an automatic discount that applies by itself. Uses are counted when a payment is made; a limit of one is given to exactly one order.
      </p>
      <LoadView load={load}>
        {({ discounts }) =>
          discounts.length === 0 ? (
            <p className="empty">No discounts yet. Create one to offer a code or a sale.</p>
          ) : (
            <table className="table discounts__table">
              <caption className="table__caption">Discounts ({discounts.length})</caption>
              <thead>
                <tr>
                  <th scope="col">Discount</th>
                  <th scope="col">Takes off</th>
                  <th scope="col">When</th>
                  <th scope="col" className="num">Used</th>
                  <th scope="col">Status</th>
                  <th scope="col">
                    <span className="visually-hidden">Actions</span>
                  </th>
                </tr>
              </thead>
              <tbody>
                {discounts.map((discount) => (
                  <tr key={discount.id}>
                    <th scope="row">
                      <Link href={hrefFor('discount', { id: discount.id })}>{discount.method === 'code' ? <code>{discount.code}</code> : discount.title}</Link>
                      <span className="discounts__method">{discount.method === 'code' ? 'Code' : 'Automatic'}</span>
                    </th>
                    <td>{discountSummary(discount, currency, titles)}</td>
                    <td>{whenText(discount)}</td>
                    <td className="num">
                      {usageText(discount)}
                      {discount.usageLimitPerCustomer !== null && <span className="discounts__method">{discount.usageLimitPerCustomer} per customer</span>}
                    </td>
                    <td>
                      <span className={`badge badge--status discounts__status discounts__status--${discount.status}`}>{STATUS_LABELS[discount.status]}</span>
                    </td>
                    <td className="actions">
                      <Link className="button button--small" href={hrefFor('discount', { id: discount.id })} aria-label={`Edit discount ${nameOf(discount)}`}>
                        Edit
                      </Link>
                      <button type="button" className="button button--small button--danger" aria-label={`Delete discount ${nameOf(discount)}`} onClick={() => setDeleting(discount)}>
                        Delete
                      </button>
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          )
        }
      </LoadView>
      {del.error && <Failure message={del.error} onRetry={del.retry} />}
      {deleting && (
        <ConfirmDialog
          title="Delete discount?"
          message={`${nameOf(deleting)} will no longer apply at checkout. Orders that used it keep their discount.`}
          confirmLabel="Delete discount"
          onClose={(confirmed) => {
            const discount = deleting;
            setDeleting(null);
            if (confirmed) void del.run(discount);
          }}
        />
      )}
    </>
  );
}
