import type { Adapter, AdapterFactory, AdapterPayload } from 'oidc-provider';
import { Prisma, type PrismaClient } from '../generated/prisma/client.js';
import { findApiClientMetadata } from './client-metadata.js';

/**
 * oidc-provider's storage in PostgreSQL (or PGlite): one row per artefact in oidc_payloads, keyed
 * by model and id, with the columns it looks things up by (grant, session uid, user code) beside
 * the JSON payload. Expired rows are invisible and removed by `deleteExpiredOidcPayloads`.
 */
class PayloadAdapter implements Adapter {
  constructor(
    private readonly model: string,
    private readonly prisma: PrismaClient,
  ) {}

  async upsert(id: string, payload: AdapterPayload, expiresIn: number): Promise<void> {
    const columns = {
      payload: payload as Prisma.InputJsonValue,
      grantId: payload.grantId ?? null,
      userCode: payload.userCode ?? null,
      uid: payload.uid ?? null,
      expiresAt: expiresIn ? new Date(Date.now() + expiresIn * 1000) : null,
      consumedAt: null,
    };
    await this.prisma.oidcPayload.upsert({
      where: { model_id: { model: this.model, id } },
      create: { model: this.model, id, ...columns },
      update: columns,
    });
  }

  async find(id: string): Promise<AdapterPayload | undefined> {
    return this.visible(await this.prisma.oidcPayload.findUnique({ where: { model_id: { model: this.model, id } } }));
  }

  async findByUid(uid: string): Promise<AdapterPayload | undefined> {
    return this.visible(await this.prisma.oidcPayload.findFirst({ where: { model: this.model, uid } }));
  }

  async findByUserCode(userCode: string): Promise<AdapterPayload | undefined> {
    return this.visible(await this.prisma.oidcPayload.findFirst({ where: { model: this.model, userCode } }));
  }

  async consume(id: string): Promise<void> {
    await this.prisma.oidcPayload.updateMany({ where: { model: this.model, id }, data: { consumedAt: new Date() } });
  }

  async destroy(id: string): Promise<void> {
    await this.prisma.oidcPayload.deleteMany({ where: { model: this.model, id } });
  }

  async revokeByGrantId(grantId: string): Promise<void> {
    await this.prisma.oidcPayload.deleteMany({ where: { grantId } });
  }

  private visible(
    row: { payload: Prisma.JsonValue; expiresAt: Date | null; consumedAt: Date | null } | null,
  ): AdapterPayload | undefined {
    if (!row || (row.expiresAt && row.expiresAt.getTime() <= Date.now())) return undefined;
    const payload = row.payload as AdapterPayload;
    return row.consumedAt ? { ...payload, consumed: Math.floor(row.consumedAt.getTime() / 1000) } : payload;
  }
}

/** Machine and third-party clients live in api_clients; the web client is configured statically and never reaches this. */
class ClientAdapter implements Adapter {
  constructor(private readonly prisma: PrismaClient) {}

  async find(id: string): Promise<AdapterPayload | undefined> {
    return (await findApiClientMetadata(this.prisma, id)) as AdapterPayload | undefined;
  }

  async upsert(): Promise<void> {
    throw new Error('Clients are created with `npm run client:create`, not through the provider.');
  }

  async findByUid(): Promise<undefined> {
    return undefined;
  }

  async findByUserCode(): Promise<undefined> {
    return undefined;
  }

  async consume(): Promise<void> {}

  async destroy(): Promise<void> {}

  async revokeByGrantId(): Promise<void> {}
}

/** The adapter factory oidc-provider calls once per model name. */
export function prismaAdapter(prisma: PrismaClient): AdapterFactory {
  return (model) => (model === 'Client' ? new ClientAdapter(prisma) : new PayloadAdapter(model, prisma));
}

export async function deleteExpiredOidcPayloads(prisma: PrismaClient): Promise<number> {
  const { count } = await prisma.oidcPayload.deleteMany({ where: { expiresAt: { lt: new Date() } } });
  return count;
}

/** Ends every sign-in of a user (sessions, grants and the tokens issued under them), e.g. after a password reset. */
export async function revokeAllSignInsOf(
  prisma: PrismaClient | Prisma.TransactionClient,
  accountId: string,
): Promise<void> {
  const grants = await prisma.oidcPayload.findMany({
    where: { model: 'Grant', payload: { path: ['accountId'], equals: accountId } },
    select: { id: true },
  });
  const grantIds = grants.map((g) => g.id);
  await prisma.oidcPayload.deleteMany({
    where: {
      OR: [
        { grantId: { in: grantIds } },
        { model: 'Grant', id: { in: grantIds } },
        { model: 'Session', payload: { path: ['accountId'], equals: accountId } },
      ],
    },
  });
}
