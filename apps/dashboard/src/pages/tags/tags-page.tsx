/**
 * Tags & categories (`/config/tags`; platform.md §2 "Tag and category manager: New, Edit, Merge,
 * Remove, Filter"): choose a blog or a store, then its tags or its categories, each with how many
 * posts or products have it. The collection and the kind live in the URL.
 */
import type { TaxonomyKind } from '@plinth/api';
import { roleAllows } from '@plinth/platform';
import { LoadView } from '../../components/load-view.tsx';
import { PageHeader } from '../../components/page-header.tsx';
import { useSession } from '../../components/session.ts';
import { routeKey } from '../../api/query-keys.ts';
import { useCombinedQuery } from '../../api/use-route-query.ts';
import { navigate } from '../../router/history.ts';
import { hrefFor } from '../../router/routes.ts';
import type { PageProps } from '../page-entry.ts';
import { KindTabs } from './kind-tabs.tsx';
import { collectionTerms, listCollections, type TaxonomyCollection } from './taxonomy-api.ts';
import { TermPanel } from './term-panel.tsx';
import { TAG_TYPE } from './term-rules.ts';
import './tags.css';

const hrefOf = (collectionId: string, kind: TaxonomyKind) => `${hrefFor('tags')}?${new URLSearchParams({ collection: collectionId, kind }).toString()}`;

export default function TagsPage({ query }: PageProps) {
  const { api } = useSession();
  const collections = useCombinedQuery([routeKey('listTaxonomyCollections')], listCollections);
  const kind: TaxonomyKind = query.get('kind') === 'categories' ? 'categories' : 'tags';
  return (
    <>
      <PageHeader title="Tags & categories" />
      <LoadView load={collections}>
        {(list) =>
          list.length === 0 ? (
            <p className="empty">This site has no blog or store yet: tags and categories belong to posts and products.</p>
          ) : (
            <Manager collections={list} collection={list.find((c) => c.id === query.get('collection')) ?? list[0]!} kind={kind} />
          )
        }
      </LoadView>
    </>
  );
}

function Manager({ collections, collection, kind }: { collections: TaxonomyCollection[]; collection: TaxonomyCollection; kind: TaxonomyKind }) {
  const { api, contributor } = useSession();
  const terms = useCombinedQuery([routeKey('getTaxonomy', { params: { id: collection.id } })], (api) => collectionTerms(api, collection.id));
  const refresh = async () => {
    const fresh = await collectionTerms(api, collection.id);
    terms.setData(() => fresh);
  };
  return (
    <>
      <div className="toolbar">
        <label className="field field--inline">
          <span className="field__label">Collection</span>
          <select
            value={collection.id}
            onChange={(e) => {
              const select = e.currentTarget;
              navigate(hrefOf(e.target.value, kind));
              // A navigation moves focus to the page; the owner is still choosing here.
              setTimeout(() => select.focus(), 0);
            }}
          >
            {collections.map((c) => (
              <option key={c.id} value={c.id}>
                {c.title} ({c.type === 'blog' ? 'blog' : 'store'})
              </option>
            ))}
          </select>
        </label>
      </div>
      <KindTabs
        kind={kind}
        label={`${collection.title}: tags or categories`}
        onChoose={(next) => navigate(hrefOf(collection.id, next), { replace: true })}
      >
        <LoadView load={terms}>
          {(data) => (
            <TermPanel
              key={`${collection.id}-${kind}`}
              collection={collection}
              kind={kind}
              terms={data[kind]}
              mayWrite={roleAllows(contributor.role, 'content:write')}
              onChanged={refresh}
            />
          )}
        </LoadView>
      </KindTabs>
      <p className="field__hint">
        Visitors see each {TAG_TYPE[kind]} as a link to the {collection.type === 'blog' ? 'blog' : 'shop'} filtered by it.
      </p>
    </>
  );
}
