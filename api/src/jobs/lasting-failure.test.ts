import { describe, expect, it } from 'vitest';
import { isLastingDatabaseError } from './lasting-failure.js';

const viaPrisma = (code: string) => ({ code: 'P2039', meta: { driverAdapterError: { cause: { code } } } });

describe('which database errors a retry cannot mend', () => {
  it('counts data, constraint and raised errors as lasting, from Prisma or node-postgres', () => {
    for (const code of ['23505', '23503', '22001', 'P0001', '42P01'])
      expect([isLastingDatabaseError(viaPrisma(code)), isLastingDatabaseError({ code })]).toEqual([true, true]);
  });

  it('counts connection loss, deadlocks, serialization failures and shutdowns as passing', () => {
    for (const code of ['08006', '40001', '40P01', '53300', '55P03', '57P01', '58000', 'XX000'])
      expect(isLastingDatabaseError(viaPrisma(code))).toBe(false);
  });

  it('counts anything that is not a database error as passing (retry it)', () => {
    for (const err of [new Error('ECONNRESET'), { code: 'ECONNREFUSED' }, { code: 'P2039' }, null, undefined])
      expect(isLastingDatabaseError(err)).toBe(false);
  });
});
