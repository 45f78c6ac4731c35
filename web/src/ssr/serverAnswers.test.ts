import { describe, expect, it } from 'vitest';
import type { RequestParameters } from 'relay-runtime';
import { answerKey, readServerAnswers, serializeServerAnswers, takeServerAnswer } from './serverAnswers';

const operation = { id: 'abc123', name: 'BrandPageQuery' } as RequestParameters;

/** A document holding the element the page carries, as a browser would parse it. */
const pageWith = (text: string) =>
  ({ getElementById: (id: string) => (id === 'server-answers' ? { textContent: text } : null) }) as unknown as Document;

describe('server answers', () => {
  it('escapes every < so the JSON cannot close its script element', () => {
    const text = serializeServerAnswers([
      { key: 'k', response: { data: { name: '</script><script>alert(1)</script><!--' } } },
    ]);
    expect(text).not.toContain('<');
    expect(JSON.parse(text)[0].response.data.name).toBe('</script><script>alert(1)</script><!--');
  });

  it('answers an operation with the same variables once, then leaves it to the network', () => {
    const response = { data: { brand: { name: 'Asantewaa Couture' } } };
    const text = serializeServerAnswers([{ key: answerKey(operation, { id: 'b1' }), response }]);
    expect(readServerAnswers(pageWith(text))).toBe(true);

    expect(takeServerAnswer(operation, { id: 'b2' })).toBeUndefined();
    expect(takeServerAnswer(operation, { id: 'b1' })).toEqual(response);
    expect(takeServerAnswer(operation, { id: 'b1' })).toBeUndefined();
  });

  it('treats a page without answers, or with broken ones, as not rendered on the server', () => {
    expect(readServerAnswers(pageWith(''))).toBe(false);
    expect(readServerAnswers(pageWith('{not json'))).toBe(false);
  });
});
