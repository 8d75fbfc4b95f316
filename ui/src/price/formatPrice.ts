/**
 * Formats an amount of rupees the way the shop shows money: "Rs. 1,299.00".
 * Grouping follows en-IN (lakh/crore) because prices are in Indian rupees.
 */
export function formatPrice(amount: number, currency = 'Rs.'): string {
  return `${currency} ${rupees.format(amount)}`;
}

// One formatter for every price: building one costs more than formatting with it, and a listing
// rendered on the server formats dozens of prices.
const rupees = new Intl.NumberFormat('en-IN', {
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
});
