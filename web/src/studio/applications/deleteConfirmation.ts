/** The confirmation dialog's question (the spec names the dialog but not its words). */
export const deleteConfirmation = (brandName: string) =>
  `Are you sure you want to delete the application from ${brandName}? This action cannot be undone.`;
