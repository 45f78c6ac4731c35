import { builder } from '../graphql/builder.js';

const fullName = (user: { firstName: string | null; lastName: string | null } | null) => [user?.firstName, user?.lastName].filter(Boolean).join(' ') || null;

/** A follow-up note on a lead (a call, an e-mail, a WhatsApp message...). Reached only through its lead. */
export const LeadInteractionRef = builder.prismaObject('LeadInteraction', {
  fields: (t) => ({
    id: t.exposeID('id'),
    kind: t.exposeString('kind', { description: 'Free text such as call, email, whatsapp or note.' }),
    note: t.exposeString('note', { nullable: true }),
    createdAt: t.expose('createdAt', { type: 'DateTime' }),
    authorName: t.string({
      nullable: true,
      description: "The first and last name of the studio user who logged it; null when unknown or the account is gone.",
      select: { user: { select: { firstName: true, lastName: true } } },
      resolve: (interaction) => fullName(interaction.user),
    }),
  }),
});
