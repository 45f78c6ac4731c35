import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Prisma } from '../../src/generated/prisma/client.js';
import type { Viewer } from '../../src/auth/viewer.js';
import { auditedCreate, auditedDelete, auditedUpdate, auditedWrite } from '../../src/graphql/kit/audited-write.js';
import { createTestDatabase, type TestDatabase } from '../support/test-database.js';

let db: TestDatabase;
let actor: Viewer;
let faqId: string;

beforeAll(async () => {
  db = await createTestDatabase();
  const user = await db.prisma.user.create({ data: { email: 'auditor@example.com', role: 'super_admin' } });
  actor = { id: user.id, email: user.email, role: user.role, ownedBrandIds: [], permissions: new Set() };
});
afterAll(async () => {
  await db?.drop();
});
beforeEach(async () => {
  await db.prisma.auditEvent.deleteMany();
  await db.prisma.faq.deleteMany();
  faqId = (await db.prisma.faq.create({ data: { question: 'Where?', answer: 'Lagos' } })).id;
});

const lockFaq = async (tx: Prisma.TransactionClient) => {
  await tx.$queryRaw`SELECT id FROM faqs WHERE id = ${faqId}::uuid FOR UPDATE`;
  return tx.faq.findUniqueOrThrow({ where: { id: faqId } });
};
const describeFaq = (faq: { id: string; question: string }) => ({
  action: 'updated',
  entityType: 'faq',
  entityId: faq.id,
  entityLabel: faq.question,
});
const entries = () => db.prisma.auditEvent.findMany({ orderBy: { createdAt: 'asc' } });
const answer = async () => (await db.prisma.faq.findUniqueOrThrow({ where: { id: faqId } })).answer;

describe('audited writes', () => {
  it('records an update with what changed', async () => {
    const { changes } = await auditedUpdate(db.prisma, actor, {
      lock: lockFaq,
      update: (tx, before) => tx.faq.update({ where: { id: before.id }, data: { answer: 'Accra' } }),
      fields: ['question', 'answer'],
      describe: (faq) => describeFaq(faq),
    });
    expect(changes).toEqual({ answer: { from: 'Lagos', to: 'Accra' } });
    const [entry, ...more] = await entries();
    expect(more).toEqual([]);
    expect(entry).toMatchObject({
      actorId: actor.id,
      actorEmail: 'auditor@example.com',
      action: 'updated',
      entityType: 'faq',
      entityId: faqId,
      entityLabel: 'Where?',
      changes: { answer: { from: 'Lagos', to: 'Accra' } },
    });
  });

  it('records nothing when no named field changed', async () => {
    const { changes } = await auditedUpdate(db.prisma, actor, {
      lock: lockFaq,
      update: (tx, before) => tx.faq.update({ where: { id: before.id }, data: { answer: 'Lagos', displayOrder: 4 } }),
      fields: ['question', 'answer'],
      describe: (faq) => describeFaq(faq),
    });
    expect(changes).toEqual({});
    expect(await entries()).toEqual([]);
  });

  it('leaves neither the change nor an entry when the write fails', async () => {
    const failing = auditedUpdate(db.prisma, actor, {
      lock: lockFaq,
      update: async (tx, before) => {
        await tx.faq.update({ where: { id: before.id }, data: { answer: 'Accra' } });
        throw new Error('the write failed');
      },
      fields: ['answer'],
      describe: (faq) => describeFaq(faq),
    });
    await expect(failing).rejects.toThrow('the write failed');
    expect(await answer()).toBe('Lagos');
    expect(await entries()).toEqual([]);
  });

  it('joins a transaction already open, rolling back with it', async () => {
    const outer = db.prisma.$transaction(async (tx) => {
      await auditedUpdate(tx, actor, {
        lock: lockFaq,
        update: (t, before) => t.faq.update({ where: { id: before.id }, data: { answer: 'Accra' } }),
        fields: ['answer'],
        describe: (faq) => describeFaq(faq),
      });
      expect(await tx.auditEvent.count()).toBe(1);
      throw new Error('a later step failed');
    });
    await expect(outer).rejects.toThrow('a later step failed');
    expect(await answer()).toBe('Lagos');
    expect(await entries()).toEqual([]);
  });

  it('always records a create and a delete, with every named field', async () => {
    const created = await auditedCreate(db.prisma, actor, {
      create: (tx) => tx.faq.create({ data: { question: 'When?', answer: 'Soon' } }),
      fields: ['question', 'answer'],
      describe: (faq) => ({ ...describeFaq(faq), action: 'created' }),
    });
    const { deleted } = await auditedDelete(db.prisma, actor, {
      lock: (tx) => tx.faq.findUniqueOrThrow({ where: { id: created.id } }),
      remove: (tx, faq) => tx.faq.delete({ where: { id: faq.id } }),
      fields: ['question'],
      describe: (faq) => ({ ...describeFaq(faq), action: 'deleted' }),
    });
    expect(deleted.id).toBe(created.id);
    expect(await db.prisma.faq.count({ where: { id: created.id } })).toBe(0);
    expect((await entries()).map((e) => [e.action, e.changes])).toEqual([
      ['created', { question: { from: null, to: 'When?' }, answer: { from: null, to: 'Soon' } }],
      ['deleted', { question: { from: 'When?', to: null } }],
    ]);
  });

  it('records the entry a hand-made write describes, and none when it describes none', async () => {
    for (const answerTo of ['Abuja', 'Abuja']) {
      await auditedWrite(db.prisma, actor, {
        lock: lockFaq,
        write: (tx, faq) => tx.faq.update({ where: { id: faq.id }, data: { answer: answerTo } }),
        describe: (before, after) =>
          before.answer === after.answer
            ? null
            : {
                ...describeFaq(after),
                action: 'answered',
                changes: { answer: { from: before.answer, to: after.answer } },
              },
      });
    }
    expect((await entries()).map((e) => [e.action, e.changes])).toEqual([
      ['answered', { answer: { from: 'Lagos', to: 'Abuja' } }],
    ]);
  });
});
