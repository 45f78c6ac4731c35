import { builder } from '../../graphql/builder.js';

builder.prismaObject('PlatformSetting', {
  fields: (t) => ({
    key: t.exposeString('key'),
    value: t.exposeString('value'),
    updatedAt: t.expose('updatedAt', { type: 'DateTime' }),
  }),
});
