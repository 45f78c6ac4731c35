import type { AnalyticsNode, InteractionNode, LeadNode } from './rest-documents.js';

export const restInteraction = (leadId: string, i: InteractionNode) => ({
  id: i.id,
  lead_id: leadId,
  kind: i.kind,
  note: i.note,
  created_at: i.createdAt,
  author_name: i.authorName,
});

/**
 * The spec's snake_case lead. The studio screen reads contact_email, contact_phone and brand; the
 * dashboard customer_email and brands.name: both names are given.
 */
export function restLead(lead: LeadNode) {
  const brand = lead.brand ? { id: lead.brand.databaseId, name: lead.brand.name } : null;
  return {
    id: lead.databaseId,
    brand_id: brand?.id ?? null,
    customer_name: lead.customerName,
    customer_email: lead.customerEmail,
    contact_email: lead.customerEmail,
    customer_phone: lead.customerPhone,
    contact_phone: lead.customerPhone,
    source: lead.source,
    lead_type: lead.leadType,
    status: lead.status,
    priority: lead.priority,
    estimated_value: lead.estimatedValue,
    notes: lead.notes,
    is_booking: lead.isBooking,
    created_at: lead.createdAt,
    updated_at: lead.updatedAt,
    contacted_at: lead.contactedAt,
    qualified_at: lead.qualifiedAt,
    converted_at: lead.convertedAt,
    brand,
    brands: brand,
    interactions: lead.interactions.map((i) => restInteraction(lead.databaseId, i)),
  };
}

export function restAnalytics(a: AnalyticsNode) {
  return {
    total_leads: a.totalLeads,
    this_month_leads: a.thisMonthLeads,
    qualified_leads: a.qualifiedLeads,
    converted_leads: a.convertedLeads,
    conversion_rate: a.conversionRate,
    total_value: a.totalValue,
    total_bookings: a.totalBookings,
    this_month_bookings: a.thisMonthBookings,
    leadsByStatus: a.leadsByStatus,
    top_performing_brands: (a.topPerformingBrands ?? []).map((b) => ({
      brand_id: b.brand.databaseId,
      brand_name: b.brand.name,
      total_revenue: b.totalRevenue,
      total_commission: b.totalCommission,
    })),
  };
}

// ---------------------------------------------------------------- reading requests
