import { z } from 'zod';
import { clip, defineBlockKind } from '../block-kind.ts';
import { shortText } from '../schema-pieces.ts';

/** An address with a link to a map of it (no embed, so no third-party request). */
export const mapBlock = defineBlockKind('map', {
  addressLine1: shortText('Address').default(''),
  addressLine2: shortText('City, state, zip').default(''),
  addressCountry: shortText('Country', 100).default(''),
  mapLat: z.number().min(-90).max(90).nullable().default(null),
  mapLng: z.number().min(-180).max(180).nullable().default(null),
  zoom: z.number().int().min(1).max(20).default(14),
}, {
  catalogue: { name: 'Map', about: 'A map of an address' },
  blank: { addressLine1: '', addressLine2: '', addressCountry: '', mapLat: null, mapLng: null, zoom: 14 },
  form: [
    { control: 'text', field: 'addressLine1', label: 'Address' },
    { control: 'text', field: 'addressLine2', label: 'City, state, zip' },
    { control: 'text', field: 'addressCountry', label: 'Country', max: 100 },
    { control: 'row', fields: [
      { control: 'number', field: 'mapLat', label: 'Latitude', min: -90, max: 90, step: 0.000001, clearable: true },
      { control: 'number', field: 'mapLng', label: 'Longitude', min: -180, max: 180, step: 0.000001, clearable: true },
      { control: 'number', field: 'zoom', label: 'Zoom', min: 1, max: 20 },
    ] },
  ],
  summary: (block) => clip([block.addressLine1, block.addressLine2, block.addressCountry].filter(Boolean).join(', ')),
  partial: 'block-map.block',
});
