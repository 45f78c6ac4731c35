import { ApplicationCategory, ApplicationStatus } from '../../generated/prisma/client.js';
import { builder } from '../../graphql/builder.js';
import { applicationPolicies } from './access.js';
import { mayBeRejected } from './rules.js';

export const ApplicationStatusEnum = builder.enumType(ApplicationStatus, { name: 'ApplicationStatus' });
export const ApplicationCategoryEnum = builder.enumType(ApplicationCategory, { name: 'ApplicationCategory' });

export const DesignerApplicationRef = builder.prismaNode('DesignerApplication', {
  id: { field: 'id' },
  description: 'A designer’s request to join, sent from /join; reviewed by super admins.',
  authScopes: applicationPolicies.review,
  fields: (t) => ({
    databaseId: t.exposeString('id'),
    brandName: t.exposeString('brandName'),
    designerName: t.exposeString('designerName'),
    email: t.exposeString('email'),
    phone: t.exposeString('phone', { nullable: true }),
    website: t.exposeString('website', { nullable: true }),
    instagram: t.exposeString('instagram', { nullable: true }),
    location: t.exposeString('location'),
    category: t.expose('category', { type: ApplicationCategoryEnum }),
    description: t.exposeString('description'),
    yearFounded: t.exposeInt('yearFounded', { nullable: true }),
    contactEmail: t.exposeString('contactEmail', {
      nullable: true,
      description: "The brand's public contact address the applicant chose, if any.",
    }),
    status: t.expose('status', { type: ApplicationStatusEnum }),
    notes: t.exposeString('notes', { nullable: true }),
    createdAt: t.expose('createdAt', { type: 'DateTime' }),
    updatedAt: t.expose('updatedAt', { type: 'DateTime' }),
    reviewedAt: t.expose('reviewedAt', { type: 'DateTime', nullable: true }),
    brand: t.relation('brand', { nullable: true, description: 'The brand made when the application was approved.' }),
    canBeRejected: t.boolean({
      description:
        'False once the application has been approved: its account and brand stay, so it cannot be rejected.',
      resolve: (app) => mayBeRejected(app),
    }),
  }),
});

export const ApplicationFilter = builder.inputType('ApplicationFilter', {
  fields: (t) => ({
    search: t.string({ required: false, description: 'Brand name, designer name, e-mail or location.' }),
    status: t.field({ type: ApplicationStatusEnum, required: false, description: 'Omitted: every status.' }),
  }),
});

export const ApplicationStatusCountsRef = builder
  .objectRef<Record<'all' | ApplicationStatus, number>>('ApplicationStatusCounts')
  .implement({
    fields: (t) => ({
      all: t.exposeInt('all'),
      new: t.exposeInt('new'),
      reviewing: t.exposeInt('reviewing'),
      approved: t.exposeInt('approved'),
      rejected: t.exposeInt('rejected'),
    }),
  });
