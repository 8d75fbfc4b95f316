/**
 * Formats an amount of rupees the way the shop shows money: "Rs. 1,299.00".
 * Grouping follows en-IN (lakh/crore) because prices are in Indian rupees.
 */
export function formatPrice(amount: number, currency = 'Rs.'): string {
  const digits = new Intl.NumberFormat('en-IN', {
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
  }).format(amount);
  return `${currency} ${digits}`;
}
