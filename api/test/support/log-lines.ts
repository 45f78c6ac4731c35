import { Writable } from 'node:stream';
import { pino, type Logger } from 'pino';

/** A pino logger whose JSON lines are collected, parsed, in `lines` (what the log would show). */
export function capturedLog(): { lines: Record<string, any>[]; logger: Logger } {
  const lines: Record<string, any>[] = [];
  const sink = new Writable({
    write(chunk: Buffer, _enc, done) {
      lines.push(JSON.parse(chunk.toString()));
      done();
    },
  });
  return { lines, logger: pino(sink) };
}
