import type { OrderAddressOutput } from '@fuel/api-client';

/** A postal address as lines: name, company, street, town. */
export function AddressLines({ address }: { readonly address: OrderAddressOutput }) {
  return (
    <address>
      {[address.Title1, address.Title2, address.FirstName, address.LastName].filter(Boolean).join(' ')}
      {address.Company && (
        <>
          <br />
          {address.Company}
        </>
      )}
      <br />
      {`${address.Street} ${address.HouseNumber}`}
      <br />
      {`${address.ZipCode} ${address.City}`}
      {address.Phone && (
        <>
          <br />
          {`Telefon ${address.Phone}`}
        </>
      )}
    </address>
  );
}
