import type { ApolloServer } from '@apollo/server';
import type { Context } from '../graphql/context.js';
import type { ContextFactory } from '../http/context.js';
import type { LoginThrottle } from '../auth/login-throttle.js';
import type { BetaGate } from '../auth/beta-gate.js';

/** What a feature's REST routes need: the GraphQL server their documents run on and its context. */
export interface RestDeps {
  server: ApolloServer<Context>;
  context: ContextFactory;
}

export interface RestOptions {
  /** The beta gate (open when GATE_PASSWORD is unset); its route sets the gate pass. */
  gate?: BetaGate;
  /** Counts wrong gate passwords per address, like failed sign-ins. */
  gateThrottle?: LoginThrottle;
}
