export const ORDER_MESSAGES = {
  signInToOrder: 'Please sign in to submit custom orders.',
  productNotFound: 'Product not found',
};
