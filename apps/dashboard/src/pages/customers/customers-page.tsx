/**
 * Customers (`/config/customers`): the site's customer accounts, newest first, searchable by name
 * or e-mail, with their orders, total spent, member areas and sign-up date; each links to the
 * customer's page. The search and the page live in the URL.
 */
import { useState, type FormEvent } from 'react';
import type { CustomersPage as CustomersAnswer } from '../../api/types.ts';
import { LoadView } from '../../components/load-view.tsx';
import { PageHeader } from '../../components/page-header.tsx';
import { useSession } from '../../components/session.ts';
import { useRouteQuery } from '../../api/use-route-query.ts';
import { formatDate } from '../../format.ts';
import { formatMoneyValue } from '../../money.ts';
import { Link, navigate } from '../../router/history.ts';
import { hrefFor } from '../../router/routes.ts';
import type { PageProps } from '../page-entry.ts';
import './customers.css';
import { customersRequest, customersSearch, parseCustomersQuery, type CustomersQuery } from './customers-query.ts';

export default function CustomersPage({ query: params }: PageProps) {
  const { api } = useSession();
  const query = parseCustomersQuery(params);
  const load = useRouteQuery('listOwnerCustomers', customersRequest(query));
  const [search, setSearch] = useState(query.q);
  const go = (next: Partial<CustomersQuery>) => navigate(hrefFor('customers') + customersSearch({ ...query, cursor: '', ...next }));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    go({ q: search.trim() });
  };

  return (
    <>
      <PageHeader title="Customers" />
      <div className="toolbar">
        <form role="search" className="toolbar__search" onSubmit={submit}>
          <label className="field field--inline">
            <span className="field__label">Search customers</span>
            <input type="search" value={search} maxLength={200} placeholder="Name or e-mail" onChange={(e) => setSearch(e.target.value)} />
          </label>
          <button type="submit" className="button">
            Search
          </button>
          {query.q && (
            <Link className="button button--quiet" href={hrefFor('customers')} onClick={() => setSearch('')}>
              Clear search
            </Link>
          )}
        </form>
      </div>
      <LoadView load={load}>
        {(page) => (
          <>
            {page.customers.length === 0 ? (
              <p className="empty">{query.q ? `No customers match “${query.q}”.` : 'No customer accounts yet.'}</p>
            ) : (
              <table className="table">
                <caption className="visually-hidden">{query.q ? `Customers matching “${query.q}”, newest first` : 'Customers, newest first'}</caption>
                <thead>
                  <tr>
                    <th scope="col">Name</th>
                    <th scope="col">E-mail</th>
                    <th scope="col" className="num">
                      Orders
                    </th>
                    <th scope="col" className="num">
                      Total spent
                    </th>
                    <th scope="col">Member areas</th>
                    <th scope="col">Signed up</th>
                  </tr>
                </thead>
                <tbody>
                  {page.customers.map((customer) => (
                    <tr key={customer.id}>
                      <th scope="row">
                        {customer.name ? (
                          <Link href={hrefFor('customer', { id: customer.id })}>{customer.name}</Link>
                        ) : (
                          <Link href={hrefFor('customer', { id: customer.id })} aria-label={`${customer.email} (no name given)`}>
                            <span className="muted">No name given</span>
                          </Link>
                        )}
                      </th>
                      <td>
                        <span className="customer-email">{customer.email}</span>
                        {!customer.emailVerified && <span className="badge badge--muted nowrap">Not verified</span>}
                      </td>
                      <td className="num">{customer.ordersCount}</td>
                      <td className="num">{formatMoneyValue(customer.totalSpent)}</td>
                      <td>{customer.memberAreas.length ? customer.memberAreas.join(', ') : <span className="muted">None</span>}</td>
                      <td className="nowrap">{formatDate(customer.createdAt)}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            )}
            <nav className="pager" aria-label="Pages of customers">
              {query.cursor && (
                <Link className="button" href={hrefFor('customers') + customersSearch({ ...query, cursor: '' })}>
                  First page
                </Link>
              )}
              {page.nextCursor && (
                <button type="button" className="button" onClick={() => go({ cursor: page.nextCursor! })}>
                  Next page
                </button>
              )}
            </nav>
          </>
        )}
      </LoadView>
    </>
  );
}
