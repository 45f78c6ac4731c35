import { SEED_USERS } from '../../../prisma/seed/index.js';
import { signInWithPassword, webClient } from './sign-in.js';

/** The seeded account of a role (the first one the seed lists). */
export const seeded = (role: string) => SEED_USERS.find((u) => u.role === role)!;

/** Access tokens of the seeded accounts of these roles, each signed in as the web app does. */
export async function seededTokens(serverUrl: string, roles: readonly string[]): Promise<Record<string, string>> {
  const config = await webClient(serverUrl);
  const tokens: Record<string, string> = {};
  for (const role of roles) {
    const account = seeded(role);
    tokens[role] = (await signInWithPassword(serverUrl, config, account.email, account.password)).tokens.access_token;
  }
  return tokens;
}
