/** The card networks as a buyer reads them, by the brand a payment provider names ('visa', 'amex' …). */
const NETWORKS: Readonly<Record<string, string>> = {
  visa: 'Visa',
  mastercard: 'Mastercard',
  amex: 'American Express',
  discover: 'Discover',
  jcb: 'JCB',
  diners: 'Diners Club',
  unionpay: 'UnionPay',
  cartes_bancaires: 'Cartes Bancaires',
};

/** 'visa' → 'Visa'; an unknown brand keeps its own name; none is 'Card'. */
export function cardBrandName(brand: string | null): string {
  if (!brand || brand === 'unknown') return 'Card';
  return NETWORKS[brand.toLowerCase()] ?? brand;
}
