/**
 * The account's saved addresses (checkout prefills with the default): add, edit, delete, and
 * choose the default. The form is checkout's address fields.
 */
import { useCallback, useState, type FormEvent } from 'react';
import { AddressFields, EMPTY_ADDRESS } from '../address-fields.tsx';
import type { ShippingAddress } from '../checkout-types.ts';
import { AccountSection } from './account-section.tsx';
import { ACCOUNT_TEXT } from './account-text.ts';
import { accountApi, type AccountAddress, type AccountApi } from './account-api.ts';
import { AccountCheckbox, FormAlert, SubmitButton } from './account-field.tsx';
import { LoadedView } from './loaded-view.tsx';
import { useLoaded } from './use-loaded.ts';
import { useRequest } from './use-request.ts';

/** An address on lines: name, street, city line, country. */
export function addressLines(address: ShippingAddress): string[] {
  const cityLine = [address.postalCode, address.city, address.region].filter(Boolean).join(' ');
  return [`${address.firstName} ${address.lastName}`.trim(), address.address1, address.address2 ?? '', cityLine, address.country].filter((line) => line.trim() !== '');
}

/** The add or edit form. */
function AddressForm({ initial, api, onSaved, onCancel }: { initial: AccountAddress | null; api: AccountApi; onSaved(): void; onCancel(): void }) {
  const [address, setAddress] = useState<ShippingAddress>(initial ? { ...EMPTY_ADDRESS, ...initial.address } : EMPTY_ADDRESS);
  const [isDefault, setIsDefault] = useState(initial?.isDefault ?? false);
  const request = useRequest();
  const id = `plinth-account-address-${initial?.id ?? 'new'}`;
  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const body = { address, isDefault };
    if (await request.run(() => (initial ? api.updateAddress(initial.id, body) : api.addAddress(body)))) onSaved();
  }
  return (
    <form className="plinth-account__form" noValidate aria-label={initial ? ACCOUNT_TEXT.editAddress : ACCOUNT_TEXT.addAddress} onSubmit={(event) => void submit(event)}>
      <AddressFields id={id} value={address} onChange={setAddress} />
      <AccountCheckbox id={`${id}-default`} label={ACCOUNT_TEXT.makeDefault} checked={isDefault} onChange={setIsDefault} />
      <FormAlert message={request.error} />
      <div className="plinth-account__actions">
        <SubmitButton busy={request.busy} label={ACCOUNT_TEXT.saveAddress} />
        <button type="button" className="plinth-button plinth-button--secondary" onClick={onCancel}>
          {ACCOUNT_TEXT.cancelEdit}
        </button>
      </div>
    </form>
  );
}

/** One saved address with Edit and Delete. */
function AddressItem({ entry, api, onEdit, onChanged }: { entry: AccountAddress; api: AccountApi; onEdit(): void; onChanged(): void }) {
  const request = useRequest();
  const lines = addressLines(entry.address);
  const label = lines[0] ?? '';
  async function remove() {
    if ((await request.run(() => api.deleteAddress(entry.id))) === true) onChanged();
  }
  return (
    <li className="plinth-account__item">
      <div className="plinth-account__item-head">
        <address className="plinth-account__address">
          {lines.map((line, index) => (
            <span key={index} className="plinth-account__address-line">{line}</span>
          ))}
        </address>
        {entry.isDefault && <span className="plinth-account__status-badge">{ACCOUNT_TEXT.defaultAddress}</span>}
      </div>
      <FormAlert message={request.error} />
      <div className="plinth-account__actions">
        <button type="button" className="plinth-button plinth-button--secondary" onClick={onEdit} aria-label={`${ACCOUNT_TEXT.editAddress} ${label}`}>
          {ACCOUNT_TEXT.editAddress}
        </button>
        <button type="button" className="plinth-button plinth-button--secondary" disabled={request.busy} onClick={() => void remove()} aria-label={`${ACCOUNT_TEXT.deleteAddress} ${label}`}>
          {ACCOUNT_TEXT.deleteAddress}
        </button>
      </div>
    </li>
  );
}

/** The list and the form; `editing` is an address id, 'new', or null. */
export function AddressBook({ addresses, api, reload }: { addresses: AccountAddress[]; api: AccountApi; reload(): void }) {
  const [editing, setEditing] = useState<string | null>(null);
  const done = () => {
    setEditing(null);
    reload();
  };
  return (
    <>
      {addresses.length === 0 ? (
        <p className="plinth-account__empty">{ACCOUNT_TEXT.noAddresses}</p>
      ) : (
        <ul className="plinth-account__list">
          {addresses.map((entry) =>
            editing === entry.id ? (
              <li key={entry.id} className="plinth-account__item">
                <AddressForm initial={entry} api={api} onSaved={done} onCancel={() => setEditing(null)} />
              </li>
            ) : (
              <AddressItem key={entry.id} entry={entry} api={api} onEdit={() => setEditing(entry.id)} onChanged={reload} />
            ),
          )}
        </ul>
      )}
      {editing === 'new' ? (
        <AddressForm initial={null} api={api} onSaved={done} onCancel={() => setEditing(null)} />
      ) : (
        <div className="plinth-account__actions">
          <button type="button" className="plinth-button plinth-button--secondary" onClick={() => setEditing('new')}>
            {ACCOUNT_TEXT.addAddress}
          </button>
        </div>
      )}
    </>
  );
}

/** The section (loads the addresses, and again after every change: a change may move the default). */
export function AddressesSection({ api = accountApi }: { api?: AccountApi }) {
  const [version, setVersion] = useState(0);
  // `version` is a dependency on purpose: a change asks for the list again.
  const [state] = useLoaded(useCallback(() => api.addresses(), [api, version]));
  return (
    <AccountSection name="addresses">
      <LoadedView state={state}>{({ addresses }) => <AddressBook addresses={addresses} api={api} reload={() => setVersion((v) => v + 1)} />}</LoadedView>
    </AccountSection>
  );
}
