import { logger } from './log/logger.js';

/**
 * On SIGINT or SIGTERM: says what happens (`finishing`), runs `stop` once (a repeated signal changes
 * nothing: stop's own grace periods bound how long it takes), then exits 0, or 1 when stopping failed.
 */
export function stopOnSignals(finishing: string, stop: () => Promise<void>): void {
  let stopping = false;
  const shutdown = async (signal: NodeJS.Signals) => {
    if (stopping) return;
    stopping = true;
    logger.info({ signal }, `${signal} received: ${finishing}, then stopping`);
    try {
      await stop();
    } catch (err) {
      logger.error({ err }, 'Stopping failed');
      process.exit(1);
    }
    logger.info('Stopped');
    process.exit(0);
  };
  process.on('SIGINT', (signal) => void shutdown(signal));
  process.on('SIGTERM', (signal) => void shutdown(signal));
}
