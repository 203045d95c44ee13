/**
 * Header & footer (`/config/header-footer`): the announcement bar and cart
 * link of the header; the footer's line of text and links.
 * `getHeaderFooter` / `saveHeaderFooter`.
 */
import { LoadView } from '../../components/load-view.tsx';
import { PageHeader } from '../../components/page-header.tsx';
import { useRouteQuery } from '../../api/use-route-query.ts';
import { HeaderFooterForm } from './header-footer-form.tsx';

export default function HeaderFooterPage() {
  const load = useRouteQuery('getHeaderFooter');
  return (
    <>
      <PageHeader title="Header & footer" />
      <LoadView load={load}>{(value) => <HeaderFooterForm initial={value} onSaved={(next) => load.setData(() => next)} />}</LoadView>
    </>
  );
}
