/**
 * The photo each variant shows: a choice per variant among the product's photos, or its main
 * image. The storefront's variant selector switches to it (storefront.md §2).
 */
import type { OwnerProduct } from '../../api/types.ts';
import type { DraftPhoto } from './photos-draft.ts';

/** Props of {@link VariantImages}. */
export interface VariantImagesProps {
  product: OwnerProduct;
  photos: readonly DraftPhoto[];
  chosen: Readonly<Record<string, string>>;
  disabled: boolean;
  onChoose(variantId: string, mediaId: string | null): void;
}

export function VariantImages({ product, photos, chosen, disabled, onChoose }: VariantImagesProps) {
  return (
    <section className="panel" aria-labelledby="variant-images-title">
      <h2 id="variant-images-title" className="panel__title">
        Variant images
      </h2>
      <p className="field__hint">When a visitor picks a variant, the product page shows its photo.</p>
      <table className="table table--nested variant-images">
        <thead>
          <tr>
            <th scope="col">Variant</th>
            <th scope="col">SKU</th>
            <th scope="col">Photo</th>
          </tr>
        </thead>
        <tbody>
          {product.variants.map((variant) => {
            const label = Object.values(variant.attributes).join(' / ') || variant.sku;
            const mediaId = chosen[variant.id] ?? '';
            const photo = photos.find((p) => p.mediaId === mediaId);
            return (
              <tr key={variant.id}>
                <th scope="row">{label}</th>
                <td>{variant.sku}</td>
                <td>
                  <div className="variant-images__choice">
                    {photo ? <img src={`${photo.assetUrl}?format=100w`} alt="" width={40} height={40} /> : <span className="variant-images__none" aria-hidden="true" />}
                    <select aria-label={`Photo for ${label}`} value={mediaId} disabled={disabled} onChange={(e) => onChoose(variant.id, e.target.value || null)}>
                      <option value="">Main image</option>
                      {photos.map((p, index) => (
                        <option key={p.mediaId} value={p.mediaId}>
                          {index + 1}. {p.fileName}
                        </option>
                      ))}
                    </select>
                  </div>
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </section>
  );
}
