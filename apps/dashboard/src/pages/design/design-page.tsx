/**
 * Design (`/config/design`; issue 31): every design the site may use as a card — a live thumbnail of
 * the site's own home page drawn with it (the owner-only `?design=` preview, scripts off), its name
 * and what sets it apart — with Preview (the whole site in that design, in a new tab) and
 * **Use this design**. Switching keeps pages, products, navigation, styles, forms and settings;
 * visitors see the new design at once. `listThemes`, `activateTheme` (docs/designs.md).
 */
import { roleAllows } from '@plinth/platform';
import { useState } from 'react';
import { failureMessage } from '../../api/api-error.ts';
import { useRouteMutation } from '../../api/use-route-mutation.ts';
import { useRouteQuery } from '../../api/use-route-query.ts';
import { LoadView } from '../../components/load-view.tsx';
import { PageHeader } from '../../components/page-header.tsx';
import { useSession } from '../../components/session.ts';
import type { PageProps } from '../page-entry.ts';
import { DesignCard, type Design } from './design-card.tsx';
import './design.css';

export default function DesignPage(_props: PageProps) {
  const load = useRouteQuery('listThemes');
  return (
    <>
      <PageHeader title="Design" />
      <LoadView load={load}>{(answer) => <DesignList designs={answer.themes} onChanged={(themes) => load.setData(() => ({ themes }))} />}</LoadView>
    </>
  );
}

function DesignList({ designs, onChanged }: { designs: Design[]; onChanged(designs: Design[]): void }) {
  const { contributor } = useSession();
  const mayWrite = roleAllows(contributor.role, 'content:write');
  const activate = useRouteMutation('activateTheme');
  const [busy, setBusy] = useState<string | null>(null);
  const [notice, setNotice] = useState('');
  const [problem, setProblem] = useState<string | null>(null);

  const use = async (design: Design) => {
    setBusy(design.id);
    setProblem(null);
    setNotice('');
    try {
      const answer = await activate({ body: { id: design.id } });
      onChanged(answer.themes);
      setNotice(`${design.name} is now your site’s design. Your content, navigation, styles and forms are as they were.`);
    } catch (error) {
      setProblem(failureMessage(error, 'save'));
    } finally {
      setBusy(null);
    }
  };

  return (
    <div className="design">
      <p className="design__intro">
        Each design lays out your own pages, shop and posts in its own way. Switching keeps your content, navigation, styles and forms; visitors see the new design at once, and you can switch back any time.
      </p>
      <p className="design__status" role="status">
        {notice}
      </p>
      {problem && (
        <p className="design__problem" role="alert">
          {problem}
        </p>
      )}
      <ul className="design__list" aria-label="Designs">
        {designs.map((design) => (
          <li key={design.id}>
            <DesignCard design={design} mayWrite={mayWrite} busy={busy === design.id} disabled={busy !== null} onUse={() => void use(design)} />
          </li>
        ))}
      </ul>
    </div>
  );
}
