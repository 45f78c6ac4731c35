import { describe, expect, it } from 'vitest';
import { AnswerMemory } from './answerMemory';

describe('AnswerMemory', () => {
  it('gives back what it kept under the same key only', () => {
    const memory = new AnswerMemory();
    memory.remember('token-a /graphql?id=1', { etag: '"x"', body: '{"data":{}}' });
    expect(memory.recall('token-a /graphql?id=1')).toEqual({ etag: '"x"', body: '{"data":{}}' });
    expect(memory.recall('token-b /graphql?id=1')).toBeUndefined();
  });

  it('drops the answer used longest ago when full', () => {
    const memory = new AnswerMemory(2);
    memory.remember('a', { etag: '"a"', body: 'A' });
    memory.remember('b', { etag: '"b"', body: 'B' });
    memory.recall('a');
    memory.remember('c', { etag: '"c"', body: 'C' });
    expect(memory.recall('b')).toBeUndefined();
    expect(memory.recall('a')?.body).toBe('A');
    expect(memory.recall('c')?.body).toBe('C');
  });
});
