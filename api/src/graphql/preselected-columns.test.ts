import { isObjectType, type GraphQLField } from 'graphql';
import { describe, expect, it } from 'vitest';
import { schema } from '../assembly/schema.js';

function field(typeName: string, fieldName: string): GraphQLField<unknown, unknown> {
  const type = schema.getType(typeName);
  if (!isObjectType(type)) throw new Error(`${typeName} is not an object type`);
  const found = type.getFields()[fieldName];
  if (!found) throw new Error(`${typeName}.${fieldName} does not exist`);
  return found;
}

describe('columns the type always selects', () => {
  it('are read in place: exposed card columns have no resolver and no selection of their own', () => {
    for (const [type, name] of [
      ['Brand', 'name'],
      ['Brand', 'category'],
      ['Brand', 'reviewCount'],
      ['Brand', 'isVerified'],
      ['Brand', 'image'],
      ['Brand', 'rating'],
      ['Collection', 'title'],
      ['Collection', 'image'],
      ['Product', 'title'],
      ['Product', 'currency'],
      ['Product', 'inStock'],
    ]) {
      const f = field(type, name);
      expect(f.resolve, `${type}.${name}`).toBeUndefined();
      expect(f.extensions.pothosPrismaSelect, `${type}.${name}`).toBeUndefined();
    }
  });

  it('leave an exposed column the type does not always select to the prisma plugin', () => {
    const description = field('Brand', 'description');
    expect(description.extensions.pothosPrismaSelect).toEqual({ description: true });
    expect(description.resolve).toBeTypeOf('function');
  });

  it('leave an exposed column under another field name with its resolver (it reads another property)', () => {
    const databaseId = field('Brand', 'databaseId');
    expect(databaseId.extensions.pothosPrismaSelect).toBeUndefined();
    expect(databaseId.resolve).toBeTypeOf('function');
  });
});

describe('relay connection and edge fields', () => {
  it('hand on what the connection built without a resolver of their own', () => {
    expect(field('QueryBrandsConnection', 'edges').resolve).toBeUndefined();
    expect(field('QueryBrandsConnection', 'pageInfo').resolve).toBeUndefined();
    expect(field('QueryBrandsConnectionEdge', 'node').resolve).toBeUndefined();
    expect(field('BrandCollectionsConnectionEdge', 'node').resolve).toBeUndefined();
  });
});
