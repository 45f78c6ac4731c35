import { builder } from '../../graphql/builder.js';
import type { Role } from '../../generated/prisma/client.js';
import { RoleEnum } from '../users/types.js';
import type { StorageProbe } from './data-diagnostics.js';

// The upload check's answer (studio diagnostics), apart from the image types other features share.

interface UploadDiagnosticsView {
  session: { valid: boolean; expiresAt: Date | null };
  user: { id: string; email: string; role: Role };
  storage: StorageProbe;
}

const SessionDiagnosticsRef = builder.objectRef<UploadDiagnosticsView['session']>('SessionDiagnostics').implement({
  fields: (t) => ({
    valid: t.exposeBoolean('valid'),
    expiresAt: t.expose('expiresAt', {
      type: 'DateTime',
      nullable: true,
      description: 'When the access token used expires.',
    }),
  }),
});

const DiagnosticsUserRef = builder.objectRef<UploadDiagnosticsView['user']>('DiagnosticsUser').implement({
  fields: (t) => ({
    id: t.exposeString('id', { description: 'The row id.' }),
    email: t.exposeString('email'),
    role: t.expose('role', { type: RoleEnum }),
  }),
});

const StorageDiagnosticsRef = builder.objectRef<StorageProbe>('StorageDiagnostics').implement({
  fields: (t) => ({
    driver: t.exposeString('driver', { description: "'local' or 's3'." }),
    bucket: t.exposeString('bucket'),
    write: t.exposeBoolean('write'),
    read: t.exposeBoolean('read'),
    delete: t.exposeBoolean('delete'),
    latencyMs: t.exposeFloat('latencyMs', { description: 'Write, read back and delete together.' }),
    error: t.exposeString('error', { nullable: true }),
  }),
});

export const UploadDiagnosticsRef = builder.objectRef<UploadDiagnosticsView>('UploadDiagnostics').implement({
  fields: (t) => ({
    session: t.field({ type: SessionDiagnosticsRef, resolve: (d) => d.session }),
    user: t.field({ type: DiagnosticsUserRef, resolve: (d) => d.user }),
    storage: t.field({ type: StorageDiagnosticsRef, resolve: (d) => d.storage }),
  }),
});
