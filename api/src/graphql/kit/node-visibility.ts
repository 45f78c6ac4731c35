/**
 * Who may read a record by its global id (`node`, `nodes`). Every type that implements Node says it
 * one of two ways:
 * - `authScopes` on the type: the rule of the lists that show its records (the hidden ones answer
 *   null to whoever may not list them), e.g. an inactive hero slide for those who manage slides;
 * - `extensions: PUBLIC_NODE`: every record of it is in a public list (brands, products, ...).
 * A Node type that says neither answers null to everyone, so a new type is hidden until it has a rule.
 */
export const PUBLIC_NODE = { publicNode: true } as const;

/** Whether a type's extensions mark every record of it public. */
export const isPublicNode = (extensions: Readonly<Record<string, unknown>> | null | undefined) =>
  extensions?.publicNode === true;
