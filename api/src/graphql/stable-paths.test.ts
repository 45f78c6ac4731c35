import { describe, expect, it } from 'vitest';
import { internPath } from './stable-paths.js';

/** A path as graphql-jit writes it for each resolver call: fresh objects all the way up. */
const fresh = (...keys: (string | number)[]) =>
  keys.reduce<any>((prev, key) => ({ prev, key, typename: undefined }), undefined);

describe('internPath', () => {
  it("gives one object per position within a request, whose ancestors are their positions' objects", () => {
    const context = {};
    const collections = internPath(context, fresh('brands', 'edges', 3, 'node', 'collections'));
    expect(internPath(context, fresh('brands', 'edges', 3, 'node', 'collections'))).toBe(collections);
    expect(collections.prev).toBe(internPath(context, fresh('brands', 'edges', 3, 'node')));
    expect(collections.prev?.prev?.prev?.prev).toBe(internPath(context, fresh('brands')));
    expect(collections).toMatchObject({ key: 'collections', prev: { key: 'node', prev: { key: 3 } } });
  });

  it('keeps positions apart: other rows, other fields and other requests', () => {
    const context = {};
    const third = internPath(context, fresh('brands', 'edges', 3, 'node'));
    expect(internPath(context, fresh('brands', 'edges', 4, 'node'))).not.toBe(third);
    expect(internPath(context, fresh('products', 'edges', 3, 'node'))).not.toBe(third);
    expect(internPath({}, fresh('brands', 'edges', 3, 'node'))).not.toBe(third);
  });
});
