import type { GraphQLResponse, RequestParameters, Variables } from 'relay-runtime';

/**
 * The query answers a page was rendered with on the server. The page carries them (as JSON, never
 * as a script that runs) so the browser's first load of the same queries builds the same store the
 * server rendered from, without asking the server again.
 */
export interface ServerAnswer {
  key: string;
  response: GraphQLResponse;
}

/** The id of the element that carries the answers in the page. */
export const SERVER_ANSWERS_ELEMENT_ID = 'server-answers';

/** One operation with its variables: the persisted id (the same in both bundles) and the variables in Relay's order. */
export function answerKey(operation: RequestParameters, variables: Variables): string {
  return `${operation.id ?? operation.name}:${JSON.stringify(variables)}`;
}

/**
 * The answers as the text of a `<script type="application/json">` element: `<` is escaped so no
 * value can close the element or open a comment.
 */
export function serializeServerAnswers(answers: readonly ServerAnswer[]): string {
  return JSON.stringify(answers).replace(/</g, '\\u003c');
}

const pending = new Map<string, GraphQLResponse>();

/** Reads the answers out of the page; whether there were any (the page was rendered on the server). */
export function readServerAnswers(document: Document): boolean {
  const element = document.getElementById(SERVER_ANSWERS_ELEMENT_ID);
  if (!element?.textContent) return false;
  try {
    const answers = JSON.parse(element.textContent) as ServerAnswer[];
    for (const answer of answers) pending.set(answer.key, answer.response);
  } catch {
    return false;
  }
  return true;
}

/** The server's answer for this operation, once: later loads ask the server as usual. */
export function takeServerAnswer(operation: RequestParameters, variables: Variables): GraphQLResponse | undefined {
  if (pending.size === 0) return undefined;
  const key = answerKey(operation, variables);
  const answer = pending.get(key);
  pending.delete(key);
  return answer;
}
