import type { GraphQLResolveInfo } from 'graphql';
import type { FieldMap, InputFieldMap, InputShapeFromFields } from '@pothos/core';
import { builder, type SignedInContext } from '../builder.js';
import type { Policy, Refusal } from './policy.js';

type Types = typeof builder extends PothosSchemaTypes.SchemaBuilder<infer T> ? T : never;
type InputFields<Fields extends InputFieldMap> = (
  t: PothosSchemaTypes.InputFieldBuilder<Types, 'InputObject'>,
) => Fields;
type OutputFields<Shape> = (t: PothosSchemaTypes.ObjectFieldBuilder<Types, Shape>) => FieldMap;

const capitalize = (name: string) => name.charAt(0).toUpperCase() + name.slice(1);

/**
 * A Relay mutation (`<name>(input: <Name>Input!): <Name>Payload`) guarded by a policy that needs a
 * viewer, built as `builder.relayMutationField` builds it (input type, payload type, field, in that
 * order) but with the resolver typed as `t.withAuth(policy)` types it: it reads `ctx.viewer`.
 * (relayMutationField has no withAuth.) Scopes that depend on the arguments stay on relayMutationField.
 */
export function relayMutationWithAuth<Fields extends InputFieldMap, Shape>(
  name: string,
  input: { inputFields: InputFields<Fields> },
  field: {
    description?: string;
    /** The field's policy: a viewer signed in (no `signedIn: false`). */
    authScopes: Policy;
    unauthorizedError: Refusal;
    resolve: (
      root: unknown,
      args: { input: InputShapeFromFields<Fields> },
      ctx: SignedInContext,
      info: GraphQLResolveInfo,
    ) => Promise<Shape>;
  },
  payload: { outputFields: OutputFields<Shape> },
): void {
  const inputRef = builder.inputType(`${capitalize(name)}Input`, { fields: input.inputFields });
  const payloadRef = builder.objectRef<Shape>(`${capitalize(name)}Payload`).implement({ fields: payload.outputFields });
  builder.mutationField(name, (t) =>
    t.field({
      ...field,
      type: payloadRef,
      args: { input: t.arg({ type: inputRef, required: true }) },
      // Scope-auth ran the policy first, and every scope of it needs a viewer (the builder's
      // AuthContexts): the context is a signed-in one, as t.withAuth(policy) would type it.
      resolve: (root, args, ctx, info) =>
        field.resolve(root, args as { input: InputShapeFromFields<Fields> }, ctx as SignedInContext, info) as never,
    }),
  );
}
