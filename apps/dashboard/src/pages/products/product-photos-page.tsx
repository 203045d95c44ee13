/**
 * Product photos (`/config/products/:id/photos`): the product's pictures from the media library
 * (add from the library or upload in the picker), in an order set by drag and drop or the
 * keyboard — the first is the main image — with their alt text, and the photo each variant shows,
 * which the storefront's variant selector switches to (storefront.md §2).
 */
import { roleAllows } from '@plinth/platform';
import { useState } from 'react';
import type { OwnerProduct } from '../../api/types.ts';
import { LoadView } from '../../components/load-view.tsx';
import { changeMedia, type MediaFile } from '../../components/media-picker/media-api.ts';
import { MediaPickerDialog } from '../../components/media-picker/media-picker-dialog.tsx';
import { PageHeader } from '../../components/page-header.tsx';
import { useSession } from '../../components/session.ts';
import { Failure } from '../../components/status-views.tsx';
import { useAction } from '../../components/use-action.ts';
import { routeKey } from '../../api/query-keys.ts';
import { useCombinedQuery } from '../../api/use-route-query.ts';
import { useRouteMutation } from '../../api/use-route-mutation.ts';
import { Link } from '../../router/history.ts';
import { hrefFor } from '../../router/routes.ts';
import type { PageProps } from '../page-entry.ts';
import { addPhoto, changedAltTexts, movePhoto, photosBody, removePhoto, toDraft, type PhotosDraft, type ProductImages } from './photos-draft.ts';
import { SortablePhotos } from './sortable-photos.tsx';
import { VariantImages } from './variant-images.tsx';
import './product-photos.css';

export default function ProductPhotosPage({ params }: PageProps) {
  const request = { params: { id: params.id } };
  const load = useCombinedQuery([routeKey('getOwnerProduct', request), routeKey('getProductImages', request)], async (api) => {
    const [{ product }, images] = await Promise.all([api.call('getOwnerProduct', request), api.call('getProductImages', request)]);
    return { product, images };
  });
  return (
    <LoadView load={load}>
      {({ product, images }) => <PhotosEditor key={product.id} product={product} initial={images} />}
    </LoadView>
  );
}

function PhotosEditor({ product, initial }: { product: OwnerProduct; initial: ProductImages }) {
  const { api, contributor } = useSession();
  const setImages = useRouteMutation('setProductImages');
  const mayWrite = roleAllows(contributor.role, 'products:write');
  // The library is content: picking needs content:read, alt text (the library's) content:write.
  const mayPick = mayWrite && roleAllows(contributor.role, 'content:read');
  const mayEditAlt = roleAllows(contributor.role, 'content:write');
  const [draft, setDraft] = useState<PhotosDraft>(() => toDraft(initial));
  const [picking, setPicking] = useState(false);
  const [saved, setSaved] = useState(false);
  const save = useAction(async () => {
    // Alt text lives in the library (edited once, used everywhere): save it there first.
    for (const { mediaId, altText } of changedAltTexts(draft)) await changeMedia(api, mediaId, { altText });
    const answer = await setImages({ params: { id: product.id }, body: photosBody(draft, product.variants.map((v) => v.id)) });
    setDraft(toDraft(answer));
    setSaved(true);
  });
  const change = (next: (d: PhotosDraft) => PhotosDraft) => {
    setSaved(false);
    setDraft(next);
  };
  const pick = (file: MediaFile) => {
    setPicking(false);
    change((d) => addPhoto(d, { mediaId: file.id, fileName: file.fileName, url: file.url, assetUrl: file.assetUrl, altText: file.altText, originalSize: file.originalSize }));
  };

  return (
    <>
      <PageHeader title={`Photos of ${product.title}`}>
        <Link className="button" href={`${hrefFor('products')}?q=${encodeURIComponent(product.title)}`}>
          Back to products
        </Link>
      </PageHeader>
      <section className="panel photos-panel" aria-labelledby="photos-title">
        <div className="photos-panel__head">
          <h2 id="photos-title" className="panel__title">
            Photos
          </h2>
          {mayPick && (
            <button type="button" className="button" onClick={() => setPicking(true)}>
              Add photos
            </button>
          )}
        </div>
        {draft.photos.length === 0 ? (
          <p className="empty">No photos yet. Add pictures from the media library, or upload new ones there.</p>
        ) : (
          <SortablePhotos
            photos={draft.photos}
            disabled={!mayWrite || save.busy}
            altDisabled={!mayEditAlt || save.busy}
            onMove={(from, to) => change((d) => ({ ...d, photos: movePhoto(d.photos, from, to) }))}
            onAlt={(mediaId, alt) => change((d) => ({ ...d, photos: d.photos.map((p) => (p.mediaId === mediaId ? { ...p, draftAlt: alt } : p)) }))}
            onRemove={(mediaId) => change((d) => removePhoto(d, mediaId))}
          />
        )}
      </section>
      {product.variants.length > 1 && (
        <VariantImages
          product={product}
          photos={draft.photos}
          chosen={draft.variantImages}
          disabled={!mayWrite || save.busy}
          onChoose={(variantId, mediaId) =>
            change((d) => {
              const variantImages = { ...d.variantImages };
              if (mediaId) variantImages[variantId] = mediaId;
              else delete variantImages[variantId];
              return { ...d, variantImages };
            })
          }
        />
      )}
      {mayWrite && (
        <div className="form__actions photos-actions">
          <button type="button" className="button button--primary" disabled={save.busy} aria-busy={save.busy} onClick={() => void save.run()}>
            {save.busy ? 'Saving…' : 'Save photos'}
          </button>
          {saved && (
            <p className="photos-actions__saved" role="status">
              Photos saved.
            </p>
          )}
        </div>
      )}
      {save.error && <Failure message={save.error} onRetry={save.retry} />}
      {picking && <MediaPickerDialog title="Add a photo" pickLabel="Add to product" onPick={pick} onClose={() => setPicking(false)} />}
    </>
  );
}
