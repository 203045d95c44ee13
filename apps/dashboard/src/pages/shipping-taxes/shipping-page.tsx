/**
 * Shipping (`/config/commerce/shipping`, Commerce; docs/owner-api.md "Shipping zones"): the store's
 * zones in the order checkout tries them, each with its places and rates; a zone opens its form and
 * can be deleted after a confirmation. Below, what each product's variants weigh (rates by weight).
 */
import { useState } from 'react';
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
import { placesSummary, RATE_KIND_LABELS, rateSummary, type Zone } from './fields.ts';
import { ProductWeights } from './product-weights.tsx';
import './shipping-taxes.css';

export default function ShippingPage(_props: PageProps) {
  const { currency } = useSession();
  const load = useRouteQuery('listShippingZones');
  const remove = useRouteMutation('deleteShippingZone');
  const [deleting, setDeleting] = useState<Zone | null>(null);
  const del = useAction(async (zone: Zone) => {
    await remove({ params: { id: zone.id } });
    load.setData((data) => ({ zones: data.zones.filter((z) => z.id !== zone.id) }));
  });

  return (
    <>
      <PageHeader title="Shipping">
        <Link className="button button--primary" href={hrefFor('shipping-zone-new')}>
          Add shipping zone
        </Link>
      </PageHeader>
      <p className="field__hint">
        Checkout offers the rates of the zone the buyer&apos;s address is in: a zone naming its region first, then one naming its country, then Rest of world. An address no zone serves is refused.
      </p>
      <LoadView load={load}>
        {({ zones }) =>
          zones.length === 0 ? (
            <p className="empty">No shipping zones yet: buyers of physical products cannot check out. Add a zone to ship.</p>
          ) : (
            <div>
              {zones.map((zone) => (
                <section key={zone.id} className="shipping__zone" aria-labelledby={`zone-${zone.id}`}>
                  <div className="shipping__zone-head">
                    <h2 id={`zone-${zone.id}`}>{zone.name}</h2>
                    <div className="actions">
                      <Link className="button button--small" href={hrefFor('shipping-zone', { id: zone.id })} aria-label={`Edit zone ${zone.name}`}>
                        Edit
                      </Link>
                      <button type="button" className="button button--small button--danger" aria-label={`Delete zone ${zone.name}`} onClick={() => setDeleting(zone)}>
                        Delete
                      </button>
                    </div>
                  </div>
                  <p className="shipping__places">{placesSummary(zone)}</p>
                  <table className="table shipping__rates">
                    <caption className="visually-hidden">Rates of {zone.name}</caption>
                    <thead>
                      <tr>
                        <th scope="col">Rate</th>
                        <th scope="col">When and what it costs</th>
                      </tr>
                    </thead>
                    <tbody>
                      {zone.rates.map((rate) => (
                        <tr key={rate.id}>
                          <th scope="row">
                            {rate.name}
                            <span className="shipping__kind">{RATE_KIND_LABELS[rate.kind]}</span>
                          </th>
                          <td>{rateSummary(rate, currency)}</td>
                        </tr>
                      ))}
                    </tbody>
                  </table>
                </section>
              ))}
            </div>
          )
        }
      </LoadView>
      {del.error && <Failure message={del.error} onRetry={del.retry} />}
      <ProductWeights />
      {deleting && (
        <ConfirmDialog
          title="Delete shipping zone?"
          message={`${deleting.name} and its rates go: ${deleting.restOfWorld ? 'addresses no other zone lists' : placesSummary(deleting)} will no longer be served${deleting.restOfWorld ? '' : ' (unless by Rest of world)'}. Past orders keep their shipping.`}
          confirmLabel="Delete zone"
          onClose={(confirmed) => {
            const zone = deleting;
            setDeleting(null);
            if (confirmed) void del.run(zone);
          }}
        />
      )}
    </>
  );
}
