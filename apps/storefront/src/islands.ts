/**
 * The island registry: name → component, used by the server entry to render
 * and by the runtime to hydrate, so both always agree.
 */
import type { ComponentType } from 'react';
import { AddToCartButton, type AddToCartButtonProps } from './add-to-cart-button.tsx';
import { CartPage, type CartPageProps } from './cart-page.tsx';
import type { IslandName } from './island-names.ts';
import { PillCart, type PillCartProps } from './pill-cart.tsx';
import { QuantityInput, type QuantityInputProps } from './quantity-input.tsx';
import { VariantImage, type VariantImageProps } from './variant-image.tsx';
import { VariantSelect, type VariantSelectProps } from './variant-select.tsx';

/** The props of each island. */
export interface IslandProps {
  VariantSelect: VariantSelectProps;
  QuantityInput: QuantityInputProps;
  AddToCartButton: AddToCartButtonProps;
  VariantImage: VariantImageProps;
  PillCart: PillCartProps;
  CartPage: CartPageProps;
}

/** Every island's component. */
export const ISLANDS: { [Name in IslandName]: ComponentType<IslandProps[Name]> } = {
  VariantSelect,
  QuantityInput,
  AddToCartButton,
  VariantImage,
  PillCart,
  CartPage,
};
