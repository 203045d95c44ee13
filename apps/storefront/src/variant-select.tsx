/**
 * The VariantSelect island (platform.md §2 "dropdowns plus radio buttons"):
 * one labelled `<select>` per option, defaulting to 'Select {variantName}',
 * and for options with at most {@link RADIO_MAX_VALUES} values also a radio
 * group; both write the shared store, so they stay in sync with each other
 * and with the image, quantity and button of the same product.
 */
import { MESSAGES, fillMessage, optionNames, optionValues, type Product } from '@plinth/commerce';
import { domId } from './dom-id.ts';
import { selectionOf, store } from './store.ts';
import { useStore } from './use-store.ts';

/** Options with this many values or fewer are offered as radios as well. */
export const RADIO_MAX_VALUES = 4;

/** Props of {@link VariantSelect}. */
export interface VariantSelectProps {
  product: Product;
}

interface OptionProps {
  productId: string;
  name: string;
  index: number;
  values: string[];
  value: string;
}

function VariantOption({ productId, name, index, values, value }: OptionProps) {
  const id = domId('plinth', productId, 'option', index);
  const choose = (next: string) => store.selectOption(productId, name, next);
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
      {values.length <= RADIO_MAX_VALUES && (
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
      )}
    </div>
  );
}

/**
 * Renders the option pickers of `product`; nothing when it has at most one
 * variant or no options.
 */
export function VariantSelect({ product }: VariantSelectProps) {
  const selected = useStore((state) => selectionOf(state, product.id).selected);
  if (product.variants.length <= 1) return null;
  const names = optionNames(product);
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
        />
      ))}
    </div>
  );
}
