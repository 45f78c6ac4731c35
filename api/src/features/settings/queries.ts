import { isPublicSetting } from './rules.js';
import { builder } from '../../graphql/builder.js';

builder.queryField('platformSetting', (t) =>
  t.prismaField({
    type: 'PlatformSetting',
    nullable: true,
    description: 'A public platform setting (about_adire, our_story) by key; null when unset or not public.',
    args: { key: t.arg.string({ required: true }) },
    resolve: (query, _root, args, ctx) =>
      isPublicSetting(args.key) ? ctx.prisma.platformSetting.findUnique({ ...query, where: { key: args.key } }) : null,
  }),
);
