import type { LeadPriority, LeadSource, LeadStatus, Prisma, PrismaClient } from '../../generated/prisma/client.js';
import { allOf, anyOf, containsText, filterText, idFilter, thenById } from '../../graphql/kit/list.js';
import {
  commissionOn,
  roundToPence,
  conversionRate,
  countsByStatus,
  startOfMonthUtc,
  type StatusCounts,
} from './rules.js';
import { toNumber } from '../../domain/decimal.js';

export const TOP_PERFORMING_BRANDS = 5;

export interface BrandPerformance {
  /** The brand's id; the Brand type loads whatever else is asked for, for all the brands in one statement. */
  brand: { id: string };
  totalRevenue: number;
  totalCommission: number;
}

export interface LeadAnalytics {
  totalLeads: number;
  thisMonthLeads: number;
  qualifiedLeads: number;
  convertedLeads: number;
  conversionRate: number;
  totalValue: number;
  totalBookings: number;
  thisMonthBookings: number;
  leadsByStatus: StatusCounts;
  topPerformingBrands: BrandPerformance[] | null;
}

const money = (sum: { toString(): string } | null | undefined) => roundToPence(toNumber(sum) ?? 0);

/**
 * Revenue per brand is the sum of the estimated values of its converted leads (estimated values are
 * in pounds, unlike order totals, which are in each brand's own currency). Best first, ties by brand id.
 */
async function topPerformingBrands(prisma: PrismaClient, visible: Prisma.LeadWhereInput): Promise<BrandPerformance[]> {
  const groups = await prisma.lead.groupBy({
    by: ['brandId'],
    where: { AND: [visible, { status: 'converted', brandId: { not: null }, estimatedValue: { not: null } }] },
    _sum: { estimatedValue: true },
    orderBy: [{ _sum: { estimatedValue: 'desc' } }, { brandId: 'asc' }],
    take: TOP_PERFORMING_BRANDS,
  });
  return groups.map((g) => {
    const totalRevenue = money(g._sum.estimatedValue);
    return { brand: { id: g.brandId! }, totalRevenue, totalCommission: commissionOn(totalRevenue) };
  });
}

/**
 * Lead analytics over the leads in `visible`, in grouped SQL: one GROUP BY status (counts, bookings
 * and values per status) and one count for this month; for platform-wide viewers one more for the
 * top performing brands (and one for their names when asked for). A booking is a lead that came with an order.
 */
export async function leadAnalytics(
  prisma: PrismaClient,
  visible: Prisma.LeadWhereInput,
  options: { withTopBrands: boolean; now?: Date },
): Promise<LeadAnalytics> {
  const monthStart = startOfMonthUtc(options.now ?? new Date());
  const [groups, thisMonth, top] = await Promise.all([
    prisma.lead.groupBy({
      by: ['status'],
      where: visible,
      _count: { _all: true, orderId: true },
      _sum: { estimatedValue: true },
    }),
    prisma.lead.count({
      where: { AND: [visible, { createdAt: { gte: monthStart } }] },
      select: { _all: true, orderId: true },
    }),
    options.withTopBrands ? topPerformingBrands(prisma, visible) : Promise.resolve(null),
  ]);
  const leadsByStatus = countsByStatus(groups.map((g) => ({ status: g.status, count: g._count._all })));
  const totalLeads = groups.reduce((n, g) => n + g._count._all, 0);
  return {
    totalLeads,
    thisMonthLeads: thisMonth._all,
    qualifiedLeads: leadsByStatus.qualified,
    convertedLeads: leadsByStatus.converted,
    conversionRate: conversionRate(leadsByStatus.converted, totalLeads),
    totalValue: roundToPence(groups.reduce((sum, g) => sum + (toNumber(g._sum.estimatedValue) ?? 0), 0)),
    totalBookings: groups.reduce((n, g) => n + g._count.orderId, 0),
    thisMonthBookings: thisMonth.orderId,
    leadsByStatus,
    topPerformingBrands: top,
  };
}

export interface LeadFilterInput {
  search?: string | null;
  status?: LeadStatus | null;
  source?: LeadSource | null;
  priority?: LeadPriority | null;
  brandId?: string | number | null;
  id?: string | number | null;
}

/** The studio's lead filters as a Prisma where clause (to be combined with leadsVisibleTo). */
export function leadWhere(filter: LeadFilterInput | null | undefined): Prisma.LeadWhereInput {
  if (!filter) return {};
  const search = filterText(filter.search);
  const brandId = filter.brandId != null ? filterText(String(filter.brandId)) : null;
  return allOf<Prisma.LeadWhereInput>([
    search &&
      anyOf<Prisma.LeadWhereInput>(search, [
        (s) => ({ customerName: containsText(s) }),
        (s) => ({ customerEmail: containsText(s) }),
        (s) => ({ notes: containsText(s) }),
      ]),
    filter.status && { status: filter.status },
    filter.source && { source: filter.source },
    filter.priority && { priority: filter.priority },
    brandId && idFilter(String(filter.brandId), 'Brand', (id) => ({ brandId: id })),
    filter.id != null && idFilter(String(filter.id), 'Lead', (id) => ({ id })),
  ]);
}

export type LeadSortField = 'CREATED_AT' | 'CUSTOMER_NAME' | 'STATUS' | 'PRIORITY';
export type LeadSortDirection = 'ASC' | 'DESC';

export const DEFAULT_LEAD_SORT = { field: 'CREATED_AT', direction: 'DESC' } as const;

type Order = Prisma.SortOrder;
const flip = (order: Order): Order => (order === 'asc' ? 'desc' : 'asc');

/**
 * The sort as a Prisma order. The database orders enums by declaration: statuses in workflow order,
 * priorities high, normal, low, so ranking priorities upwards means the reverse of that order.
 * Every order ends with id so pages are stable among equal values.
 */
export function leadOrderBy(
  sort: { field: LeadSortField; direction?: LeadSortDirection | null } | null | undefined,
): Prisma.LeadOrderByWithRelationInput[] {
  const field = sort?.field ?? DEFAULT_LEAD_SORT.field;
  const order: Order = (sort?.direction ?? DEFAULT_LEAD_SORT.direction) === 'ASC' ? 'asc' : 'desc';
  switch (field) {
    case 'CUSTOMER_NAME':
      return thenById({ customerName: order });
    case 'STATUS':
      return thenById({ status: order });
    case 'PRIORITY':
      return thenById({ priority: flip(order) });
    default:
      return thenById({ createdAt: order });
  }
}
