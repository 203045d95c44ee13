/**
 * The order page's work panel: ship lines with a carrier and tracking number, refund lines or an
 * amount (restocking or not), cancel an order nothing of which shipped. Each form says what the
 * server refused, in its words; the page reloads the order after each change.
 */
import { useMemo, useState, type FormEvent } from 'react';
import { amountToMinor, type CurrencyCode } from '@plinth/commerce';
import type { MoneyValue, Order } from '../../api/types.ts';
import { useRouteMutation } from '../../api/use-route-mutation.ts';
import { ConfirmDialog } from '../../components/confirm-dialog.tsx';
import { useAction } from '../../components/use-action.ts';
import { formatCents, formatMoneyValue, inputToCents } from '../../money.ts';

const newKey = () => `dash-${crypto.randomUUID()}`;

/** Quantities per line id, typed by the owner. */
function useQuantities(initial: Record<string, number>) {
  const [quantities, setQuantities] = useState(initial);
  const set = (id: string, value: string) => setQuantities((q) => ({ ...q, [id]: Math.max(0, Math.floor(Number(value) || 0)) }));
  const lines = Object.entries(quantities).filter(([, n]) => n > 0).map(([lineId, quantity]) => ({ lineId, quantity }));
  return { quantities, set, lines, reset: () => setQuantities(initial) };
}

function Status({ error, done }: { error: string | null; done: string | null }) {
  if (error)
    return (
      <p className="failure" role="alert">
        {error}
      </p>
    );
  return (
    <p role="status" aria-live="polite" className={done ? 'notice' : 'visually-hidden'}>
      {done ?? ''}
    </p>
  );
}

export function OrderWork({ order, paid }: { order: Order; paid: MoneyValue | null }) {
  const currency = order.grandTotal.currency as CurrencyCode;
  const toShip = useMemo(() => Object.fromEntries(order.items.map((l) => [l.id, Math.max(0, l.quantity - l.fulfilledQuantity - l.refundedQuantity)])), [order]);
  const anyToShip = Object.values(toShip).some((n) => n > 0);
  const leftCents = paid ? amountToMinor(paid.value, currency) - amountToMinor(order.refundedTotal.value, currency) : 0;
  const cancelled = order.cancelledAt !== null;
  const shippedAny = order.items.some((l) => l.fulfilledQuantity > 0);

  const fulfil = useRouteMutation('fulfillOwnerOrder');
  const refund = useRouteMutation('refundOwnerOrder');
  const cancel = useRouteMutation('cancelOwnerOrder');

  const ship = useQuantities(toShip);
  const [carrier, setCarrier] = useState('');
  const [tracking, setTracking] = useState('');
  const [trackingUrl, setTrackingUrl] = useState('');
  const [shipDone, setShipDone] = useState<string | null>(null);
  const shipAction = useAction(async () => {
    const answer = await fulfil({ params: { id: order.id }, body: { items: ship.lines, carrier, trackingNumber: tracking, ...(trackingUrl.trim() ? { trackingUrl: trackingUrl.trim() } : {}) } });
    setShipDone(`Shipped with ${answer.fulfillment.carrier} (${answer.fulfillment.trackingNumber}); the buyer was e-mailed.`);
    setTracking('');
    setTrackingUrl('');
  });
  const submitShip = (event: FormEvent) => {
    event.preventDefault();
    setShipDone(null);
    void shipAction.run();
  };

  const back = useQuantities(Object.fromEntries(order.items.map((l) => [l.id, 0])));
  const [amount, setAmount] = useState('');
  const [restock, setRestock] = useState(true);
  const [reason, setReason] = useState('');
  const [refundKey, setRefundKey] = useState(newKey);
  const [refundDone, setRefundDone] = useState<string | null>(null);
  const [amountError, setAmountError] = useState<string | null>(null);
  const refundAction = useAction(async (amountCents: number | null) => {
    const answer = await refund({
      params: { id: order.id },
      body: { ...(amountCents !== null ? { amountCents } : {}), ...(back.lines.length ? { items: back.lines } : {}), restock, ...(reason.trim() ? { reason: reason.trim() } : {}), idempotencyKey: refundKey },
    });
    setRefundDone(`Refunded ${formatMoneyValue(answer.refund.amount as MoneyValue)}; the buyer was e-mailed.`);
    setRefundKey(newKey());
    setAmount('');
    setReason('');
    back.reset();
  });
  const submitRefund = (event: FormEvent) => {
    event.preventDefault();
    setRefundDone(null);
    setAmountError(null);
    let cents: number | null = null;
    if (amount.trim()) {
      cents = inputToCents(amount, currency);
      if (cents === null || cents <= 0) {
        setAmountError('Enter an amount such as 12.50.');
        return;
      }
    }
    void refundAction.run(cents);
  };

  const [cancelDone, setCancelDone] = useState<string | null>(null);
  const [confirmingCancel, setConfirmingCancel] = useState(false);
  const cancelAction = useAction(async () => {
    await cancel({ params: { id: order.id } });
    setCancelDone('Order cancelled: the payment was refunded, the stock put back and the buyer e-mailed.');
  });

  return (
    <section className="order-section order-work" aria-labelledby="order-work">
      <h2 id="order-work">Work on this order</h2>
      {!cancelled && anyToShip && (
        <form onSubmit={submitShip} aria-labelledby="fulfil-legend">
          <fieldset>
            <legend id="fulfil-legend">Fulfil</legend>
            {order.items
              .filter((l) => (toShip[l.id] ?? 0) > 0)
              .map((line) => (
                <label key={line.id} className="field field--inline">
                  <input type="number" min={0} max={toShip[line.id]} value={ship.quantities[line.id] ?? 0} onChange={(e) => ship.set(line.id, e.target.value)} />
                  <span>
                    of {toShip[line.id]} × {line.productName} ({line.sku}) to ship
                  </span>
                </label>
              ))}
            <label className="field">
              <span className="field__label">Carrier</span>
              <input type="text" required value={carrier} onChange={(e) => setCarrier(e.target.value)} placeholder="UPS, DHL, Royal Mail…" />
            </label>
            <label className="field">
              <span className="field__label">Tracking number</span>
              <input type="text" required value={tracking} onChange={(e) => setTracking(e.target.value)} />
            </label>
            <label className="field">
              <span className="field__label">Tracking link (optional)</span>
              <input type="url" value={trackingUrl} onChange={(e) => setTrackingUrl(e.target.value)} placeholder="https://" />
            </label>
            <div className="order-actions">
              <button type="submit" className="button button--primary" disabled={shipAction.busy || ship.lines.length === 0}>
                {shipAction.busy ? 'Shipping…' : 'Mark as shipped and e-mail the buyer'}
              </button>
            </div>
          </fieldset>
        </form>
      )}
      {/* Outside the form: once everything has shipped the form goes, and the outcome stays. */}
      <Status error={shipAction.error} done={shipDone} />
      {paid && leftCents > 0 && (
        <form onSubmit={submitRefund} aria-labelledby="refund-legend">
          <fieldset>
            <legend id="refund-legend">Refund</legend>
            <p>Up to {formatCents(leftCents, currency)} can be refunded. Choose items, an amount, or both (the amount wins).</p>
            {order.items
              .filter((l) => l.quantity > l.refundedQuantity)
              .map((line) => (
                <label key={line.id} className="field field--inline">
                  <input type="number" min={0} max={line.quantity - line.refundedQuantity} value={back.quantities[line.id] ?? 0} onChange={(e) => back.set(line.id, e.target.value)} />
                  <span>
                    of {line.quantity - line.refundedQuantity} × {line.productName} at {formatMoneyValue(line.unitPrice)}
                  </span>
                </label>
              ))}
            <label className="field">
              <span className="field__label">Amount (optional)</span>
              <input type="text" inputMode="decimal" value={amount} onChange={(e) => setAmount(e.target.value)} aria-invalid={amountError ? true : undefined} aria-describedby={amountError ? 'refund-amount-error' : undefined} />
            </label>
            {amountError && (
              <p id="refund-amount-error" className="failure" role="alert">
                {amountError}
              </p>
            )}
            <label className="field field--check">
              <input type="checkbox" checked={restock} onChange={(e) => setRestock(e.target.checked)} />
              <span>Put the refunded items back in stock</span>
            </label>
            <label className="field">
              <span className="field__label">Reason (optional, told to the buyer)</span>
              <input type="text" value={reason} onChange={(e) => setReason(e.target.value)} />
            </label>
            <div className="order-actions">
              <button type="submit" className="button button--primary" disabled={refundAction.busy || (!amount.trim() && back.lines.length === 0)}>
                {refundAction.busy ? 'Refunding…' : 'Refund'}
              </button>
            </div>
          </fieldset>
        </form>
      )}
      <Status error={refundAction.error} done={refundDone} />
      {!cancelled && !shippedAny && (
        <div className="order-actions">
          <button
            type="button"
            className="button"
            disabled={cancelAction.busy}
            onClick={() => setConfirmingCancel(true)}
          >
            {cancelAction.busy ? 'Cancelling…' : 'Cancel order'}
          </button>
        </div>
      )}
      {confirmingCancel && (
        <ConfirmDialog
          title={`Cancel order #${order.orderNumber}?`}
          message="What was paid is refunded, every item goes back in stock and the buyer is e-mailed. This cannot be undone."
          confirmLabel="Cancel order"
          onClose={(confirmed) => {
            setConfirmingCancel(false);
            if (confirmed) void cancelAction.run();
          }}
        />
      )}
      <Status error={cancelAction.error} done={cancelDone} />
      {cancelled && <p>This order was cancelled.</p>}
    </section>
  );
}
