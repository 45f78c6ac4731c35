import { breadcrumbJsonLd, collectionJsonLd } from '../../components/seo/structuredData';

interface CollectionSummary {
  id: string;
  title: string;
  description: string | null | undefined;
  brand: { id: string; name: string };
}

/** The collection page's JSON-LD: the collection, with the products loaded so far as its item list, and its breadcrumbs. */
export function collectionStructuredData(
  collection: CollectionSummary,
  cover: string | null,
  products: readonly { id: string; title: string }[],
) {
  const path = `/collection/${encodeURIComponent(collection.id)}`;
  const brand = { name: collection.brand.name, path: `/brand/${encodeURIComponent(collection.brand.id)}` };
  return [
    collectionJsonLd({
      path,
      title: collection.title,
      description: collection.description,
      image: cover,
      brand,
      items: products.map((product) => ({ name: product.title, path: `/product/${encodeURIComponent(product.id)}` })),
    }),
    breadcrumbJsonLd([
      { name: 'Home', path: '/' },
      { name: 'Collections', path: '/collections' },
      brand,
      { name: collection.title, path },
    ]),
  ];
}
