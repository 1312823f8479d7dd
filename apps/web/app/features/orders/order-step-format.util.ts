/** 'Lieferung nach 80331 München': the priced postal code with its town when known. */
export function deliveryPlace(zipCode: string, town: string | null | undefined): string {
  return `Lieferung nach ${town ? `${zipCode} ${town}` : zipCode}`;
}
