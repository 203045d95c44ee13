/**
 * Header & footer (`/config/header-footer`): the announcement bar and cart
 * link of the header; the footer's line of text and links.
 * `GET`/`PUT /api/site-header-footer`.
 */
import { LoadView } from '../../components/load-view.tsx';
import { PageHeader } from '../../components/page-header.tsx';
import { useSession } from '../../components/session.ts';
import { useLoad } from '../../components/use-load.ts';
import { HeaderFooterForm, type HeaderFooter } from './header-footer-form.tsx';

export default function HeaderFooterPage() {
  const { api } = useSession();
  const load = useLoad(() => api.get<HeaderFooter>('/api/site-header-footer'), 'header-footer');
  return (
    <>
      <PageHeader title="Header & footer" />
      <LoadView load={load}>{(value) => <HeaderFooterForm initial={value} onSaved={(next) => load.setData(() => next)} />}</LoadView>
    </>
  );
}
