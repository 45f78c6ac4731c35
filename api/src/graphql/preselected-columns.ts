import SchemaBuilder, { BasePlugin, type PothosOutputFieldConfig, type SchemaTypes } from '@pothos/core';

const pluginName = 'preselectedColumns';

/**
 * The prisma plugin gives every `t.expose*` field of a select-mode type a selection of its own
 * column, so the field resolves through the plugin's per-row plan lookup. When the type's own
 * `select` already loads that column, every row the field can see holds it: the field's selection
 * is redundant. This plugin drops it, and the field is then a plain property read: Pothos leaves it
 * without a resolver, and graphql-js and the compiled executor read the property in place instead
 * of calling a function (with a response path and an info object) for every row.
 */
export class PreselectedColumnsPlugin<Types extends SchemaTypes> extends BasePlugin<Types> {
  override onOutputFieldConfig(fieldConfig: PothosOutputFieldConfig<Types>): PothosOutputFieldConfig<Types> {
    if (fieldConfig.kind !== 'PrismaObject') return fieldConfig;
    const column = fieldConfig.extensions?.pothosExposedField;
    if (typeof column !== 'string' || !selectsOnly(fieldConfig.extensions?.pothosPrismaSelect, column))
      return fieldConfig;
    const typeSelect = this.buildCache.getTypeConfig(fieldConfig.parentType).extensions?.pothosPrismaSelect;
    if (!selectsColumn(typeSelect, column)) return fieldConfig;
    const extensions = { ...fieldConfig.extensions };
    delete extensions.pothosPrismaSelect;
    // Set by the expose together with its selection; nothing else reads it.
    delete extensions.pothosPrismaVariant;
    return { ...fieldConfig, extensions };
  }
}

function selectsOnly(selection: unknown, column: string): boolean {
  if (!isPlainObject(selection)) return false;
  const keys = Object.keys(selection);
  return keys.length === 1 && keys[0] === column && selection[column] === true;
}

function selectsColumn(selection: unknown, column: string): boolean {
  return isPlainObject(selection) && selection[column] === true;
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

declare global {
  export namespace PothosSchemaTypes {
    export interface Plugins<Types extends SchemaTypes> {
      preselectedColumns: PreselectedColumnsPlugin<Types>;
    }
  }
}

SchemaBuilder.registerPlugin(pluginName, PreselectedColumnsPlugin);

export default pluginName;
