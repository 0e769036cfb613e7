/** Non-breaking space: keeps "3.500 €" and "24 h" on one line. */
export const NBSP = '\u00a0';

/**
 * 3500 -> "3.500 €": German thousands separator and a non-breaking space before the sign.
 * Done by hand rather than with Intl, whose grouping of four-digit numbers differs between
 * ICU builds ("3500" vs "3.500").
 */
export function formatEuro(amount: number): string {
  const digits = String(Math.round(amount)).replace(/\B(?=(\d{3})+(?!\d))/g, '.');
  return `${digits}${NBSP}€`;
}
