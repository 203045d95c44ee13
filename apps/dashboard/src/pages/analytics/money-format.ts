/**
 * An amount of the reports (a decimal string in `currency`, as the server sends revenue) in the
 * currency's own form: `money('1234.5', 'USD')` → `'$1,234.50'`. An unknown currency is written
 * after the number.
 */
export function money(value: string, currency: string): string {
  const number = Number(value);
  try {
    return new Intl.NumberFormat('en', { style: 'currency', currency }).format(number);
  } catch {
    return `${value} ${currency}`;
  }
}
