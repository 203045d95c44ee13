/** The catalog feature's public face: other features, the app and tests import only this. */
export { findCollectionById, findCollectionByUrlId, findItemByUrlId, findProductByUrlId, getProduct, hasProducts, listItems, listNavigation, listProducts } from './catalog-repository.ts';
export { productTypeOf } from './catalog-rows.ts';
export type { CollectionRecord, ItemRecord, ProductRecord, SubscriptionPlan } from './catalog-rows.ts';
export { createCollection, createItem, createProduct, repriceSubscriptionProduct, setVariantStock } from './catalog-writes.ts';
export type { NewCollection, NewItem, NewProduct, NewVariant } from './catalog-writes.ts';
export { createRootCategory, listCategories } from './categories-repository.ts';
export type { CategoryRecord, CategoryRefusal, NewRootCategory } from './categories-repository.ts';
export { parseSize, productToContextItem, type ProductItemExtras } from './product-item.ts';
export { collectionFields, itemFields, mediaFileOfUrl, COLLECTION_TYPE_OF, type ItemFields } from './item-fields.ts';
export { adoptProductPhotos } from './product-images-service.ts';
export { insertStockMovement, restoreStock, takeStock } from './stock-repository.ts';
export type { TakenStock } from './stock-repository.ts';
export { moveStock } from './stock-service.ts';
