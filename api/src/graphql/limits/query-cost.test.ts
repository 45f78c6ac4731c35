import { describe, expect, it } from 'vitest';
import { parse } from 'graphql';
import { schema } from '../../assembly/schema.js';
import { costOf, type CostOptions } from './query-cost.js';
import { PAGE_SIZES, PUBLIC_COST_BUDGET, TOKEN_COST_BUDGET } from './budgets.js';

const cost = (document: string, options?: CostOptions) => costOf(parse(document), schema, PAGE_SIZES, options);

describe('the cost of a document', () => {
  it('counts each object once and scalars not at all', () => {
    expect(cost('{ brand(id: "x") { name description } }')).toBe(1);
    expect(cost('{ brand(id: "x") { name } product(id: "y") { title } }')).toBe(2);
  });

  it('multiplies a connection by first: the connection, its edges and their nodes', () => {
    expect(cost('{ products(first: 10) { edges { node { id } } } }')).toBe(1 + 10 + 10);
    expect(cost('{ products(last: 4) { edges { node { id } } } }')).toBe(1 + 4 + 4);
  });

  it("uses the connection's default page when first is absent, and caps first like the server", () => {
    expect(cost('{ products { edges { node { id } } } }')).toBe(1 + 2 * PAGE_SIZES.defaultPage);
    expect(cost('{ brands { edges { node { id } } } }')).toBe(1 + 2 * 50);
    expect(cost('{ products(first: 100000) { edges { node { id } } } }')).toBe(1 + 2 * PAGE_SIZES.maxPage);
  });

  it('multiplies nested pages: products → brand → products', () => {
    const nested = `{ products(first: 100) { edges { node { brand { products(first: 100) { edges { node { id } } } } } } } }`;
    // 1 + 100 edges + 100 nodes + 100 brands + 100 inner connections + 100 × 100 edges + 100 × 100 nodes
    expect(cost(nested)).toBe(1 + 100 + 100 + 100 + 100 + 10_000 + 10_000);
    expect(cost(nested)).toBeGreaterThan(TOKEN_COST_BUDGET);
  });

  it('reads first from the variables sent, else from the variable default', () => {
    const query = 'query ($n: Int) { products(first: $n) { edges { node { id } } } }';
    expect(cost(query, { variables: { n: 7 } })).toBe(1 + 14);
    expect(cost(query, { variables: {} })).toBe(1 + 2 * PAGE_SIZES.defaultPage);
    expect(cost('query ($n: Int = 3) { products(first: $n) { edges { node { id } } } }')).toBe(1 + 6);
  });

  it("sizes the lists of a field with a size argument: search(first) sizes each kind's list", () => {
    expect(cost('{ search(query: "silk", first: 5) { brands { id } products { id } } }')).toBe(1 + 5 + 5);
    expect(cost('{ search(query: "silk") { brands { id } } }')).toBe(1 + 8);
    // An image's variants are bounded by the rendered widths, not counted as an unknown list.
    expect(cost('{ brand(id: "1") { primaryImage { variants { width } } images { variants { width } } } }')).toBe(
      1 + 1 + 4 + 10 + 10 * 4,
    );
    // And its sources by the variant formats (AVIF, webp).
    expect(cost('{ brand(id: "1") { primaryImage { sources { srcSet } } } }')).toBe(1 + 1 + 2);
    // Capped at 100 per kind, as the server caps it.
    expect(cost('{ search(query: "silk", first: 1000) { brands { id } } }')).toBe(1 + 100);
  });

  it('counts a list without a size at the assumed size, and nodes(ids) by its ids', () => {
    expect(cost('{ brand(id: "x") { images { url } } }')).toBe(1 + PAGE_SIZES.unsizedList);
    expect(cost('{ nodes(ids: ["a", "b", "c"]) { id } }')).toBe(3);
    expect(cost('query ($ids: [ID!]!) { nodes(ids: $ids) { id } }', { variables: { ids: ['a', 'b'] } })).toBe(2);
  });

  it('counts fragments where they are spread, and survives a cycle', () => {
    const spread = `query { products(first: 10) { edges { node { ...P } } } } fragment P on Product { brand { id } }`;
    expect(cost(spread)).toBe(1 + 10 + 10 + 10);
    const cycle = `query { brand(id: "x") { ...A } } fragment A on Brand { products(first: 2) { edges { node { brand { ...A } } } } }`;
    expect(cost(cycle)).toBeGreaterThan(0);
  });

  it('costs introspection nothing', () => {
    expect(cost('{ __schema { types { name fields { name } } } }')).toBe(0);
  });

  it('costs the named operation of a document with several', () => {
    const document = `query Small { brand(id: "x") { id } } query Large { products(first: 50) { edges { node { id } } } }`;
    expect(cost(document, { operationName: 'Small' })).toBe(1);
    expect(cost(document, { operationName: 'Large' })).toBe(101);
  });

  it('keeps the public budget below the budget for callers with a token', () => {
    expect(PUBLIC_COST_BUDGET).toBeLessThan(TOKEN_COST_BUDGET);
  });
});
