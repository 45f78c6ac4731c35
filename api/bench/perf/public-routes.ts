export interface PublicRoute {
  name: string;
  path: string;
}

const SAMPLE_QUERY = `{
  brands(first: 50) { edges { node { id products(first: 1) { edges { node { id } } } } } }
}`;

interface SampleAnswer {
  data?: { brands: { edges: { node: { id: string; products: { edges: { node: { id: string } }[] } } }[] } };
  errors?: unknown;
}

/** The public pages a visitor lands on, with a brand and a product the server really has. */
export async function publicRoutes(baseUrl: string): Promise<PublicRoute[]> {
  const response = await fetch(`${baseUrl}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ query: SAMPLE_QUERY }),
  }).catch((error: Error) => {
    throw new Error(
      `${baseUrl}/graphql cannot be reached (${(error.cause as Error | undefined)?.message ?? error.message})`,
    );
  });
  const answer = (await response.json()) as SampleAnswer;
  const brands = answer.data?.brands.edges.map((edge) => edge.node) ?? [];
  // A brand with products: its page shows a grid, as most brand pages do.
  const brand = brands.find((b) => b.products.edges.length > 0);
  if (!brand)
    throw new Error(`${baseUrl} has no brand with products (is it seeded?): ${JSON.stringify(answer).slice(0, 300)}`);
  const productId = brand.products.edges[0].node.id;
  return [
    { name: 'home', path: '/' },
    { name: 'directory', path: '/directory' },
    { name: 'brand', path: `/brand/${encodeURIComponent(brand.id)}` },
    { name: 'product', path: `/product/${encodeURIComponent(productId)}` },
    { name: 'collections', path: '/collections' },
    { name: 'tailors', path: '/tailors' },
  ];
}
