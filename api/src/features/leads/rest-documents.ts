/** The GraphQL documents the /api/leads routes run, and the shapes they answer. */

const LEAD_FIELDS = `
  databaseId customerName customerEmail customerPhone source leadType status priority estimatedValue notes
  createdAt updatedAt contactedAt qualifiedAt convertedAt isBooking
  brand { databaseId name }
  interactions { id kind note createdAt authorName }`;
const INTERACTION_FIELDS = 'id kind note createdAt authorName';

export const LIST = /* GraphQL */ `
  query RestLeads($first: Int!, $after: String, $filter: LeadFilter, $orderBy: LeadSort) {
    leads(first: $first, after: $after, filter: $filter, orderBy: $orderBy) { totalCount edges { node { ${LEAD_FIELDS} } } }
  }`;
export const CURSORS = /* GraphQL */ `
  query RestLeadCursors($first: Int!, $after: String, $filter: LeadFilter, $orderBy: LeadSort) {
    leads(first: $first, after: $after, filter: $filter, orderBy: $orderBy) {
      edges {
        cursor
      }
    }
  }
`;
export const ANALYTICS = /* GraphQL */ `
  query RestLeadAnalytics {
    leadAnalytics {
      totalLeads
      thisMonthLeads
      qualifiedLeads
      convertedLeads
      conversionRate
      totalValue
      totalBookings
      thisMonthBookings
      leadsByStatus {
        new
        contacted
        qualified
        converted
        lost
        closed
      }
      topPerformingBrands {
        brand {
          databaseId
          name
        }
        totalRevenue
        totalCommission
      }
    }
  }
`;
export const UPDATE = `mutation RestUpdateLead($input: UpdateLeadInput!) { updateLead(input: $input) { lead { ${LEAD_FIELDS} } } }`;
export const CREATE = `mutation RestCreateLead($input: CreateLeadInput!) { createLead(input: $input) { lead { ${LEAD_FIELDS} } } }`;
export const DELETE = 'mutation RestDeleteLead($id: ID!) { deleteLead(id: $id) { deletedLeadId } }';
export const ADD_INTERACTION = `mutation RestAddLeadInteraction($input: AddLeadInteractionInput!) { addLeadInteraction(input: $input) { interaction { ${INTERACTION_FIELDS} } lead { databaseId } } }`;

export interface InteractionNode {
  id: string;
  kind: string;
  note: string | null;
  createdAt: string;
  authorName: string | null;
}

export interface LeadNode {
  databaseId: string;
  customerName: string;
  customerEmail: string;
  customerPhone: string | null;
  source: string;
  leadType: string;
  status: string;
  priority: string;
  estimatedValue: number | null;
  notes: string | null;
  createdAt: string;
  updatedAt: string;
  contactedAt: string | null;
  qualifiedAt: string | null;
  convertedAt: string | null;
  isBooking: boolean;
  brand: { databaseId: string; name: string } | null;
  interactions: InteractionNode[];
}

export interface AnalyticsNode {
  totalLeads: number;
  thisMonthLeads: number;
  qualifiedLeads: number;
  convertedLeads: number;
  conversionRate: number;
  totalValue: number;
  totalBookings: number;
  thisMonthBookings: number;
  leadsByStatus: Record<string, number>;
  topPerformingBrands:
    { brand: { databaseId: string; name: string }; totalRevenue: number; totalCommission: number }[] | null;
}
