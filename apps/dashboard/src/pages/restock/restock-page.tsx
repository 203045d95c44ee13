/**
 * Restock notices (`/config/restock`): the products visitors wait for, per
 * variant the waiting and notified counts (summed over every page of groups),
 * 'Send' per variant and 'Send all', progress while sending, and each
 * variant's sign-ups with their status.
 */
import { Fragment, useState } from 'react';
import { failureMessage } from '../../api/api-error.ts';
import { LoadView } from '../../components/load-view.tsx';
import { PageHeader } from '../../components/page-header.tsx';
import { useSession } from '../../components/session.ts';
import { routeKey } from '../../api/query-keys.ts';
import { useCombinedQuery } from '../../api/use-route-query.ts';
import { roleAllows } from '@plinth/platform';
import type { PageProps } from '../page-entry.ts';
import { byProduct, canSend, loadAllGroups, sendVariant, sendVariants, type RestockGroup, type SendOutcome } from './restock-api.ts';
import { SignUpList } from './sign-up-list.tsx';

/** Space between a notice and the table (the shared styles give notices none). */
const GAP = { marginBottom: 16 } as const;

/** Variants per send/all call: small enough to show progress between calls. */
const SEND_ALL_CHUNK = 5;

/** 'Sent 3 e-mails.' and, when some stayed, why. */
export function sentText({ sent, skipped }: SendOutcome): string {
  const mails = `Sent ${sent} ${sent === 1 ? 'e-mail' : 'e-mails'}.`;
  return skipped ? `${mails} ${skipped} skipped.` : mails;
}

function stockText(group: RestockGroup): string {
  return group.unlimited ? 'Unlimited' : String(group.qtyInStock);
}

export default function RestockPage(_props: PageProps) {
  const { api, contributor } = useSession();
  const maySend = roleAllows(contributor.role, 'restock:send');
  const [version, setVersion] = useState(0);
  // `version` moves on after a send: the counts are read again.
  const load = useCombinedQuery([routeKey('getRestockGroups'), version], loadAllGroups);
  const [open, setOpen] = useState<Set<string>>(new Set());
  const [progress, setProgress] = useState<string | null>(null);
  const [result, setResult] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const busy = progress !== null;

  async function run(groups: RestockGroup[]) {
    setError(null);
    setResult(null);
    const total: SendOutcome = { sent: 0, skipped: 0 };
    try {
      if (groups.length === 1) {
        setProgress(`Sending notices for ${groups[0].productTitle} ${groups[0].variantDescriptor}…`);
        Object.assign(total, await sendVariant(api, groups[0]));
      } else {
        for (let i = 0; i < groups.length; i += SEND_ALL_CHUNK) {
          setProgress(`Sending… ${i} of ${groups.length} variants done.`);
          const outcome = await sendVariants(api, groups.slice(i, i + SEND_ALL_CHUNK));
          total.sent += outcome.sent;
          total.skipped += outcome.skipped;
        }
      }
      setResult(sentText(total));
    } catch (failure) {
      setError(failureMessage(failure, 'save'));
      if (total.sent) setResult(sentText(total));
    } finally {
      setProgress(null);
      setVersion((n) => n + 1);
    }
  }

  const toggle = (variantId: string) =>
    setOpen((current) => {
      const next = new Set(current);
      if (!next.delete(variantId)) next.add(variantId);
      return next;
    });

  const sendable = load.status === 'success' ? load.data.filter(canSend) : [];
  return (
    <>
      <PageHeader title="Restock notices">
        {maySend && (
          <button type="button" className="button button--primary" disabled={busy || sendable.length === 0} onClick={() => void run(sendable)}>
            Send all
          </button>
        )}
      </PageHeader>
      {progress && (
        <div className="notice" role="status" aria-live="polite" style={GAP}>
          <span className="loading__spinner" aria-hidden="true" /> {progress}
        </div>
      )}
      {!progress && result && (
        <div className="notice" role="status" style={GAP}>
          {result}
        </div>
      )}
      {error && (
        <div className="failure" role="alert" style={GAP}>
          <p className="failure__message">{error}</p>
        </div>
      )}
      <LoadView load={load}>
        {(groups) =>
          groups.length === 0 ? (
            <p className="empty">Nobody is waiting for a sold-out item.</p>
          ) : (
            <table className="table">
              <caption className="visually-hidden">Products with restock sign-ups</caption>
              <thead>
                <tr>
                  <th scope="col">Product / variant</th>
                  <th scope="col" className="num">In stock</th>
                  <th scope="col" className="num">Waiting</th>
                  <th scope="col" className="num">Notified</th>
                  <th scope="col" className="actions">
                    <span className="visually-hidden">Actions</span>
                  </th>
                </tr>
              </thead>
              <tbody>
                {byProduct(groups).map((product) => (
                  <Fragment key={product.productId}>
                    <tr className="restock__product">
                      <th scope="rowgroup" colSpan={2}>
                        {product.productTitle}
                      </th>
                      <td className="num" aria-label={`${product.waitingCount} waiting for ${product.productTitle}`}>
                        <strong>{product.waitingCount}</strong>
                      </td>
                      <td colSpan={2} />
                    </tr>
                    {product.variants.map((group) => {
                      const label = `${product.productTitle} ${group.variantDescriptor}`;
                      return (
                        <Fragment key={group.variantId}>
                          <tr data-variant-id={group.variantId}>
                            <th scope="row" className="restock__variant">
                              <button type="button" className="button button--quiet button--small" aria-expanded={open.has(group.variantId)} onClick={() => toggle(group.variantId)}>
                                {group.variantDescriptor}
                                <span className="visually-hidden"> of {product.productTitle}: show sign-ups</span>
                              </button>
                            </th>
                            <td className="num">{stockText(group)}</td>
                            <td className="num">{group.waitingCount}</td>
                            <td className="num">{group.notifiedCount}</td>
                            <td className="actions">
                              {maySend && (
                                <button
                                  type="button"
                                  className="button button--small"
                                  disabled={busy || !canSend(group)}
                                  aria-label={`Send notices for ${label}`}
                                  title={group.waitingCount > 0 && !canSend(group) ? 'Still sold out' : undefined}
                                  onClick={() => void run([group])}
                                >
                                  Send
                                </button>
                              )}
                            </td>
                          </tr>
                          {open.has(group.variantId) && (
                            <tr>
                              <td colSpan={5}>
                                <SignUpList group={group} version={version} />
                              </td>
                            </tr>
                          )}
                        </Fragment>
                      );
                    })}
                  </Fragment>
                ))}
              </tbody>
            </table>
          )
        }
      </LoadView>
    </>
  );
}
