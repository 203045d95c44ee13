/**
 * The shipping address fields of checkout (first and last name, address
 * lines, city, region, postal code, country), controlled by the parent.
 */
import type { ShippingAddress } from './checkout-types.ts';
import { AddressCombobox } from './maps/address-combobox.tsx';
import type { TrackingContext } from './maps/places-api.ts';
import { TextField } from './text-field.tsx';

/** An address nobody has typed yet (country defaults to the US). */
export const EMPTY_ADDRESS: ShippingAddress = { firstName: '', lastName: '', address1: '', address2: '', city: '', region: '', postalCode: '', country: 'US' };

/** The labels, in form order. */
export const ADDRESS_LABELS: Record<keyof ShippingAddress, string> = {
  firstName: 'First name',
  lastName: 'Last name',
  address1: 'Address',
  address2: 'Apartment, suite (optional)',
  city: 'City',
  region: 'State / region',
  postalCode: 'Postal code',
  country: 'Country code',
};

const REQUIRED: Array<keyof ShippingAddress> = ['firstName', 'lastName', 'address1', 'city', 'postalCode', 'country'];

/** Whether every required part of the address is filled. */
export function isAddressComplete(address: ShippingAddress): boolean {
  return REQUIRED.every((key) => (address[key] ?? '').trim() !== '');
}

/** Props of {@link AddressFields}. */
export interface AddressFieldsProps {
  id: string;
  value: ShippingAddress;
  onChange(next: ShippingAddress): void;
  /** Called when a field loses focus (the page saves the address then). */
  onCommit?(): void;
  /** Where the address completion is (the maps proxy's tracking context). @default checkout, shipping-address */
  tracking?: TrackingContext;
}

const CHECKOUT_TRACKING: TrackingContext = { productPage: 'checkout', productSection: 'shipping-address' };

const AUTOCOMPLETE: Record<keyof ShippingAddress, string> = {
  firstName: 'given-name',
  lastName: 'family-name',
  address1: 'address-line1',
  address2: 'address-line2',
  city: 'address-level2',
  region: 'address-level1',
  postalCode: 'postal-code',
  country: 'country',
};

/** Renders the address as a fieldset. */
export function AddressFields({ id, value, onChange, onCommit, tracking = CHECKOUT_TRACKING }: AddressFieldsProps) {
  return (
    <fieldset className="plinth-address" onBlur={onCommit}>
      <legend className="plinth-checkout__legend">Shipping address</legend>
      {(Object.keys(ADDRESS_LABELS) as Array<keyof ShippingAddress>).map((key) => key === 'address1' ? (
        // The street line completes through the maps proxy; a pick fills city, region, postal code and country.
        <AddressCombobox
          key={key}
          id={`${id}-${key}`}
          label={ADDRESS_LABELS[key]}
          value={value[key] ?? ''}
          required
          autoComplete={AUTOCOMPLETE[key]}
          tracking={tracking}
          onChange={(text) => onChange({ ...value, address1: text })}
          onPick={(place) => onChange({ ...value, address1: place.addressLine1, city: place.city || value.city, region: place.region || value.region, postalCode: place.postalCode || value.postalCode, country: place.countryCode || value.country })}
        />
      ) : (
        <TextField
          key={key}
          id={`${id}-${key}`}
          label={ADDRESS_LABELS[key]}
          value={value[key] ?? ''}
          required={REQUIRED.includes(key)}
          autoComplete={AUTOCOMPLETE[key]}
          onChange={(text) => onChange({ ...value, [key]: key === 'country' ? text.toUpperCase() : text })}
        />
      ))}
    </fieldset>
  );
}
