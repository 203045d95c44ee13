/**
 * The VariantSelect island (platform.md §2 "dropdowns plus radio buttons"):
 * each option is a labelled `<select>` defaulting to 'Select {variantName}',
 * or, when the theme names it in `radioOptions` (colour swatches, say), a
 * group of radio buttons. Both write the shared store, so the image, quantity
 * and button of the same product follow the choice.
 */
import { MESSAGES, fillMessage, optionNames, optionValues, type Product } from '@plinth/commerce';
import { domId } from './dom-id.ts';
import { selectionOf, store } from './store.ts';
import { useStore } from './use-store.ts';

/** Props of {@link VariantSelect}. */
export interface VariantSelectProps {
  product: Product;
  /** Option names shown as radio buttons instead of a dropdown (case-insensitive). */
  radioOptions?: string[];
}

interface OptionProps {
  productId: string;
  name: string;
  index: number;
  values: string[];
  value: string;
  asRadios: boolean;
}

function VariantOption({ productId, name, index, values, value, asRadios }: OptionProps) {
  const id = domId('plinth', productId, 'option', index);
  const choose = (next: string) => store.selectOption(productId, name, next);
  if (asRadios) {
    return (
      <div className="plinth-variant-select__option" data-option={name}>
        <fieldset className="plinth-variant-select__radios">
          <legend className="plinth-variant-select__legend">{name}</legend>
          {values.map((optionValue) => (
            <label key={optionValue} className="plinth-variant-select__radio">
              <input
                type="radio"
                name={`${id}-radio`}
                value={optionValue}
                checked={value === optionValue}
                onChange={() => choose(optionValue)}
              />
              <span className="plinth-variant-select__radio-text">{optionValue}</span>
            </label>
          ))}
        </fieldset>
      </div>
    );
  }
  return (
    <div className="plinth-variant-select__option" data-option={name}>
      <label className="plinth-variant-select__label" htmlFor={id}>
        {name}
      </label>
      <select
        id={id}
        className="plinth-variant-select__select"
        name={name}
        value={value}
        onChange={(event) => choose(event.currentTarget.value)}
      >
        <option value="">{fillMessage(MESSAGES.widgetLabel.selectVariant, { variantName: name })}</option>
        {values.map((optionValue) => (
          <option key={optionValue} value={optionValue}>
            {optionValue}
          </option>
        ))}
      </select>
    </div>
  );
}

/**
 * Renders the option pickers of `product`; nothing when it has at most one
 * variant or no options.
 */
export function VariantSelect({ product, radioOptions = [] }: VariantSelectProps) {
  const selected = useStore((state) => selectionOf(state, product.id).selected);
  if (product.variants.length <= 1) return null;
  const names = optionNames(product);
  const radios = new Set(radioOptions.map((name) => name.toLowerCase()));
  if (names.length === 0) return null;
  return (
    <div className="plinth-variant-select">
      {names.map((name, index) => (
        <VariantOption
          key={name}
          productId={product.id}
          name={name}
          index={index}
          values={optionValues(product, name)}
          value={Object.hasOwn(selected, name) ? selected[name] : ''}
          asRadios={radios.has(name.toLowerCase())}
        />
      ))}
    </div>
  );
}
