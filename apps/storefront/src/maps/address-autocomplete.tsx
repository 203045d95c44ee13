/**
 * An address field that completes through the maps proxy (issue 17), as an island of its own (a
 * form's address question, a "find us" field): its value posts with the form under `name`, and the
 * picked place's parts are written to hidden inputs named `name[city]`, `name[postalCode]`…
 */
import type { PlaceDetails } from '@plinth/api';
import { useState } from 'react';
import { AddressCombobox } from './address-combobox.tsx';

/** Props of {@link AddressAutocomplete}. */
export interface AddressAutocompleteProps {
  id?: string;
  label?: string;
  name?: string;
  productPage?: string;
  productSection?: string;
}

const PARTS = ['city', 'region', 'postalCode', 'countryCode', 'mapLat', 'mapLng'] as const;

/** Renders the field and the picked place's parts. */
export function AddressAutocomplete({ id = 'plinth-address', label = 'Address', name = 'address', productPage = 'page', productSection = 'address' }: AddressAutocompleteProps) {
  const [value, setValue] = useState('');
  const [place, setPlace] = useState<PlaceDetails | null>(null);
  return (
    <div className="plinth-address-autocomplete">
      <AddressCombobox id={id} label={label} name={name} value={value} onChange={(text) => { setValue(text); setPlace(null); }} onPick={(picked) => { setPlace(picked); setValue(picked.addressLine1); }} tracking={{ productPage, productSection }} />
      {place && PARTS.map((part) => <input key={part} type="hidden" name={`${name}[${part}]`} value={String(place[part])} />)}
      {place && <p className="plinth-address-autocomplete__picked">{place.formattedAddress}</p>}
    </div>
  );
}
