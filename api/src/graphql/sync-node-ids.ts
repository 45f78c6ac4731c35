import SchemaBuilder, { BasePlugin, isThenable, type PothosOutputFieldConfig, type SchemaTypes } from '@pothos/core';
import { encodeGlobalID } from '@pothos/plugin-relay';
import type { GraphQLFieldResolver } from 'graphql';

const pluginName = 'syncNodeIds';

type IdResolver = GraphQLFieldResolver<unknown, unknown, object, unknown>;

/**
 * The relay plugin answers every node's `id` through an async resolver, so each node of a page is
 * settled through promises (its object and every field beside it): a directory page of 50 brands
 * with their collections made ~3,600 promises. This plugin gives node types an `id` resolver that
 * answers at once when the row already holds the id, and waits only when the id resolver does.
 * It stays out of the way when the builder encodes global ids its own way.
 */
export class SyncNodeIdsPlugin<Types extends SchemaTypes> extends BasePlugin<Types> {
  override onOutputFieldConfig(fieldConfig: PothosOutputFieldConfig<Types>): PothosOutputFieldConfig<Types> {
    const relay = this.builder.options.relay;
    if (relay?.encodeGlobalID || fieldConfig.name !== (relay?.idFieldName ?? 'id')) return fieldConfig;
    const typeConfig = this.buildCache.getTypeConfig(fieldConfig.parentType);
    if (typeConfig.kind !== 'Object') return fieldConfig;
    const implementsNode = typeConfig.interfaces.some(
      (iface) => this.buildCache.getTypeConfig(iface, 'Interface').name === 'Node',
    );
    const idResolve = (typeConfig.pothosOptions as { id?: { resolve?: IdResolver } }).id?.resolve;
    if (!implementsNode || !idResolve) return fieldConfig;
    const typeName = typeConfig.name;
    const prefix = `${typeName}:`;
    const encode = (id: unknown) => asciiBase64(prefix + String(id)) ?? encodeGlobalID(typeName, String(id));
    return {
      ...fieldConfig,
      resolve: (parent, args, context, info) => {
        const id = idResolve(parent, args, context, info);
        return isThenable(id) ? Promise.resolve(id).then(encode) : encode(id);
      },
    };
  }
}

const ASCII = /^[\x00-\x7f]*$/;

/**
 * The base64 of an ASCII text (its UTF-8 bytes are its characters), as the relay plugin would give
 * it, through `btoa`, several times faster than the Buffer the plugin goes through: every node of a
 * page has an id. Null for any other text.
 */
export function asciiBase64(text: string): string | null {
  return ASCII.test(text) ? btoa(text) : null;
}

declare global {
  export namespace PothosSchemaTypes {
    export interface Plugins<Types extends SchemaTypes> {
      syncNodeIds: SyncNodeIdsPlugin<Types>;
    }
  }
}

SchemaBuilder.registerPlugin(pluginName, SyncNodeIdsPlugin);

export default pluginName;
