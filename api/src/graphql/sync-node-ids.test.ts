import SchemaBuilder from '@pothos/core';
import RelayPlugin, { encodeGlobalID } from '@pothos/plugin-relay';
import { execute, parse } from 'graphql';
import { describe, expect, it } from 'vitest';
import SyncNodeIdsPlugin, { asciiBase64 } from './sync-node-ids.js';

interface Row {
  id: string;
  name: string;
}

function schemaWith(
  idResolve: (row: Row) => string | Promise<string>,
  plugins: (typeof RelayPlugin | typeof SyncNodeIdsPlugin)[] = [RelayPlugin, SyncNodeIdsPlugin],
) {
  // The project's other plugins declare their options for every builder; this one uses only relay's.
  const builder = new SchemaBuilder<{ Objects: { Item: Row } }>({ plugins, relay: {} } as never);
  const Item = builder.node('Item', {
    id: { resolve: idResolve },
    fields: (t) => ({ name: t.exposeString('name') }),
  });
  builder.queryType({
    fields: (t) => ({
      items: t.field({
        type: [Item],
        resolve: () => [
          { id: 'a1', name: 'First' },
          { id: 'b2', name: 'Second' },
        ],
      }),
    }),
  });
  return builder.toSchema();
}

const document = parse('{ items { id name } }');
const expected = {
  items: [
    { id: encodeGlobalID('Item', 'a1'), name: 'First' },
    { id: encodeGlobalID('Item', 'b2'), name: 'Second' },
  ],
};

describe('node ids', () => {
  it('are answered without a promise when the row holds the id, so the whole page settles at once', () => {
    const result = execute({ schema: schemaWith((row) => row.id), document });
    expect(result).not.toBeInstanceOf(Promise);
    expect(result).toEqual({ data: expected });
  });

  it('still wait for an id resolver that is async', async () => {
    const result = execute({ schema: schemaWith(async (row) => row.id), document });
    expect(result).toBeInstanceOf(Promise);
    expect(await result).toEqual({ data: expected });
  });

  it('are the ids the relay plugin gives on its own', async () => {
    const plain = await execute({ schema: schemaWith((row) => row.id, [RelayPlugin]), document });
    expect(plain).toEqual({ data: expected });
  });

  it('are encoded as the relay plugin encodes them, for ASCII ids and others', () => {
    for (const id of ['a1', '0b9f6f0e-3c1d-4e55-9a7e-2f1c9e1b7a10', 'Ọ̀ṣun', 'ẹ̀wà 👗', 'x\u0080y'])
      expect(asciiBase64(`Item:${id}`) ?? encodeGlobalID('Item', id)).toBe(encodeGlobalID('Item', id));
    expect(asciiBase64('Item:Ọ̀ṣun')).toBeNull();
    expect(asciiBase64('Item:x\u0080y')).toBeNull();
  });
});
