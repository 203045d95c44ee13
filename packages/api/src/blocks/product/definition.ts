import { defineBlockKind } from '../block-kind.ts';
import { id } from '../schema-pieces.ts';

/** One product's card with its add-to-cart button. */
export const productBlock = defineBlockKind('product', { productId: id('productId') }, {
  catalogue: { name: 'Product', about: 'One product with its add-to-cart button' },
  blank: { productId: '' },
  requiredChoice: { field: 'productId', message: 'Choose a product.' },
  form: [{ control: 'choice', field: 'productId', label: 'Product', list: 'products', none: 'The site has no products yet.' }],
  partial: 'block-product.block',
});
