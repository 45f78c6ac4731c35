/** Where the form puts the keyboard for a problem with each field (a price problem goes to the lowest price). */
const TARGETS: Record<string, string> = {
  price: '[name="priceMin"]:not(:disabled), [name="exploreForPrices"]',
};

/** Moves focus to the control of the first problem, so keyboard and screen-reader users land on it. */
export function focusFirstProblem(form: HTMLFormElement | null, fields: readonly string[]): void {
  if (!form) return;
  for (const field of fields) {
    const target = form.querySelector<HTMLElement>(TARGETS[field] ?? `[name="${CSS.escape(field)}"]`);
    if (target) {
      target.focus();
      return;
    }
  }
}
