import { pino, type Logger } from 'pino';

export type { Logger };

/**
 * The process's logger: one JSON object per line on stdout, for whatever collects the container's
 * output. main.ts sets the level from LOG_LEVEL; under the test runner only warnings and errors are
 * written until then, so test output is not buried under request lines.
 */
export const logger: Logger = pino(
  {
    level: process.env.NODE_ENV === 'test' ? 'warn' : 'info',
    timestamp: pino.stdTimeFunctions.isoTime,
    // A safety net for objects logged as they are: credentials never reach the log.
    redact: {
      paths: ['password', 'token', 'authorization', 'cookie', '*.password', '*.token', '*.authorization', '*.cookie'],
      censor: '[redacted]',
    },
  },
  // Written before the call returns, so the lines just before process.exit() are not lost.
  pino.destination({ dest: 1, sync: true }),
);
