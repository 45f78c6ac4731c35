/** How many signed-in answers are kept for revalidation; the oldest used is dropped first. */
export const ANSWER_MEMORY_SIZE = 50;

export interface KeptAnswer {
  etag: string;
  body: string;
}

/**
 * Signed-in query answers with their ETags, in this tab's memory only. The server keeps such
 * answers out of every cache (`private, no-store`), so a refresh would otherwise fetch the whole
 * body again; with the kept tag it asks If-None-Match and an unchanged answer is a body-less 304.
 */
export class AnswerMemory {
  private readonly kept = new Map<string, KeptAnswer>();

  constructor(private readonly size = ANSWER_MEMORY_SIZE) {}

  recall(key: string): KeptAnswer | undefined {
    const answer = this.kept.get(key);
    if (answer) {
      this.kept.delete(key);
      this.kept.set(key, answer);
    }
    return answer;
  }

  remember(key: string, answer: KeptAnswer): void {
    this.kept.delete(key);
    this.kept.set(key, answer);
    while (this.kept.size > this.size) this.kept.delete(this.kept.keys().next().value!);
  }
}
