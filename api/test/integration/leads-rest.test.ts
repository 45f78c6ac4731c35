import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { encodeGlobalID } from '@pothos/plugin-relay';
import { startTestServer, type TestServer } from '../support/test-server.js';
import { bearer, signInWithPassword, webClient } from '../support/sign-in.js';
import { BRAND_ADMIN_BRAND_IDS, SEED_USERS } from '../../../prisma/seed/index.js';

type Who = 'superAdmin' | 'brandAdmin' | 'shopper';
const ROLE_OF: Record<Who, string> = { superAdmin: 'super_admin', brandAdmin: 'brand_admin', shopper: 'user' };

let server: TestServer;
const tokens = {} as Record<Who, string>;

beforeAll(async () => {
  server = await startTestServer();
  const config = await webClient(server.url);
  for (const who of Object.keys(ROLE_OF) as Who[]) {
    const user = SEED_USERS.find((u) => u.role === ROLE_OF[who])!;
    tokens[who] = (await signInWithPassword(server.url, config, user.email, user.password)).tokens.access_token;
  }
});
afterAll(async () => {
  await server?.close();
});

const prisma = () => server.db.prisma;

async function call(method: string, path: string, options: { who?: Who; body?: unknown } = {}) {
  const res = await fetch(`${server.url}${path}`, {
    method,
    headers: {
      ...(options.body === undefined ? {} : { 'content-type': 'application/json' }),
      ...(options.who ? bearer(tokens[options.who]) : {}),
    },
    body: options.body === undefined ? undefined : JSON.stringify(options.body),
  });
  return { status: res.status, cacheControl: res.headers.get('cache-control'), body: (await res.json()) as any };
}

const LEAD_KEYS = [
  'id',
  'brand_id',
  'customer_name',
  'customer_email',
  'contact_email',
  'customer_phone',
  'contact_phone',
  'source',
  'lead_type',
  'status',
  'priority',
  'estimated_value',
  'notes',
  'is_booking',
  'created_at',
  'updated_at',
  'contacted_at',
  'qualified_at',
  'converted_at',
  'brand',
  'brands',
  'interactions',
].sort();

const ownedLead = () =>
  prisma().lead.findFirstOrThrow({ where: { brandId: { in: [...BRAND_ADMIN_BRAND_IDS] } }, orderBy: { id: 'asc' } });
const otherBrandsLead = () =>
  prisma().lead.findFirstOrThrow({ where: { brandId: { notIn: [...BRAND_ADMIN_BRAND_IDS] } }, orderBy: { id: 'asc' } });

describe('GET /api/leads?action=list', () => {
  it('answers { leads, total } newest first in the spec fields, never cached, ignoring the cache-buster', async () => {
    const expected = await prisma().lead.findMany({
      orderBy: [{ createdAt: 'desc' }, { id: 'asc' }],
      include: { brand: true },
    });
    const { status, cacheControl, body } = await call(
      'GET',
      `/api/leads?action=list&page=1&limit=100&_t=${Date.now()}`,
      { who: 'superAdmin' },
    );
    expect(status).toBe(200);
    expect(cacheControl).toBe('no-store');
    expect(body.total).toBe(expected.length);
    expect(body.leads.map((l: { id: string }) => l.id)).toEqual(expected.map((l) => l.id));
    const first = body.leads[0];
    expect(Object.keys(first).sort()).toEqual(LEAD_KEYS);
    const row = expected[0]!;
    expect(first).toMatchObject({
      id: row.id,
      brand_id: row.brandId,
      customer_name: row.customerName,
      customer_email: row.customerEmail,
      contact_email: row.customerEmail,
      contact_phone: row.customerPhone,
      source: row.source,
      lead_type: row.leadType,
      status: row.status,
      priority: row.priority,
      estimated_value: row.estimatedValue == null ? null : Number(row.estimatedValue),
      created_at: row.createdAt.toISOString(),
      updated_at: row.updatedAt.toISOString(),
      brands: row.brand ? { id: row.brand.id, name: row.brand.name } : null,
    });
    const unbranded = body.leads.find((l: { brand_id: string | null }) => l.brand_id === null);
    expect(unbranded).toMatchObject({ brand: null, brands: null });
  });

  it('pages with page and limit (or offset), with the same total', async () => {
    const expected = (await prisma().lead.findMany({ orderBy: [{ createdAt: 'desc' }, { id: 'asc' }] })).map(
      (l) => l.id,
    );
    const pageTwo = await call('GET', '/api/leads?action=list&page=2&limit=10', { who: 'superAdmin' });
    expect(pageTwo.body.leads.map((l: { id: string }) => l.id)).toEqual(expected.slice(10, 20));
    expect(pageTwo.body.total).toBe(expected.length);
    const byOffset = await call('GET', '/api/leads?action=list&offset=7&limit=5', { who: 'superAdmin' });
    expect(byOffset.body.leads.map((l: { id: string }) => l.id)).toEqual(expected.slice(7, 12));
    const pastTheEnd = await call('GET', '/api/leads?action=list&page=50&limit=10', { who: 'superAdmin' });
    expect(pastTheEnd.body).toEqual({ leads: [], total: expected.length });
    const defaults = await call('GET', '/api/leads', { who: 'superAdmin' });
    expect(defaults.body.leads).toHaveLength(Math.min(expected.length, 100));
  });

  it('filters and sorts from the query string; all means no filter', async () => {
    const filtered = await call(
      'GET',
      '/api/leads?action=list&status=qualified&priority=all&sort_by=customer_name&sort_order=asc',
      { who: 'superAdmin' },
    );
    const expected = await prisma().lead.findMany({
      where: { status: 'qualified' },
      orderBy: [{ customerName: 'asc' }, { id: 'asc' }],
    });
    expect(filtered.status).toBe(200);
    expect(filtered.body.leads.map((l: { id: string }) => l.id)).toEqual(expected.map((l) => l.id));
    const searched = await call(
      'GET',
      `/api/leads?action=list&search=${encodeURIComponent(expected[0]!.customerName.toUpperCase())}&brand_id=${expected[0]!.brandId ?? ''}`,
      { who: 'superAdmin' },
    );
    expect(searched.body.leads.map((l: { id: string }) => l.id)).toContain(expected[0]!.id);
  });

  it('answers 400 with field errors for unknown filter values and bad paging', async () => {
    const { status, body } = await call('GET', '/api/leads?action=list&status=won&page=0&sort_by=email', {
      who: 'superAdmin',
    });
    expect(status).toBe(400);
    expect(body.fieldErrors).toEqual({
      status: 'Status must be one of new, contacted, qualified, converted, lost, closed',
      page: 'page must be a whole number of at least 1',
      sort_by: 'sort_by must be one of created_at, customer_name, status, priority',
    });
    expect(body.error).toBe(Object.values(body.fieldErrors)[0]);
    expect((await call('GET', '/api/leads?action=everything', { who: 'superAdmin' })).status).toBe(400);
  });

  it("gives a brand admin only the owned brands' leads", async () => {
    const { body } = await call('GET', '/api/leads?action=list', { who: 'brandAdmin' });
    expect(body.total).toBe(await prisma().lead.count({ where: { brandId: { in: [...BRAND_ADMIN_BRAND_IDS] } } }));
    expect(body.leads.every((l: { brand_id: string }) => BRAND_ADMIN_BRAND_IDS.includes(l.brand_id))).toBe(true);
  });

  it('answers 401 signed out and 403 to a role without leads', async () => {
    const signedOut = await call('GET', '/api/leads?action=list');
    expect(signedOut).toMatchObject({ status: 401, body: { error: 'Please log in to access the Studio Leads.' } });
    const shopper = await call('GET', '/api/leads?action=list', { who: 'shopper' });
    expect(shopper).toMatchObject({ status: 403, body: { error: "You don't have permission to manage leads." } });
  });
});

describe('GET /api/leads?action=analytics', () => {
  const GRAPHQL =
    '{ leadAnalytics { totalLeads thisMonthLeads qualifiedLeads convertedLeads conversionRate totalValue totalBookings thisMonthBookings leadsByStatus { new contacted qualified converted lost closed } topPerformingBrands { brand { databaseId name } totalRevenue totalCommission } } }';

  it('answers { analytics } in snake_case, the same figures as leadAnalytics', async () => {
    for (const who of ['superAdmin', 'brandAdmin'] as const) {
      const { status, cacheControl, body } = await call('GET', `/api/leads?action=analytics&_t=${Date.now()}`, { who });
      expect(status).toBe(200);
      expect(cacheControl).toBe('no-store');
      const a = (await server.graphql(GRAPHQL, {}, bearer(tokens[who]))).body.data!.leadAnalytics;
      expect(body.analytics).toEqual({
        total_leads: a.totalLeads,
        this_month_leads: a.thisMonthLeads,
        qualified_leads: a.qualifiedLeads,
        converted_leads: a.convertedLeads,
        conversion_rate: a.conversionRate,
        total_value: a.totalValue,
        total_bookings: a.totalBookings,
        this_month_bookings: a.thisMonthBookings,
        leadsByStatus: a.leadsByStatus,
        top_performing_brands: (a.topPerformingBrands ?? []).map((b: any) => ({
          brand_id: b.brand.databaseId,
          brand_name: b.brand.name,
          total_revenue: b.totalRevenue,
          total_commission: b.totalCommission,
        })),
      });
    }
    const admin = await call('GET', '/api/leads?action=analytics', { who: 'superAdmin' });
    expect(admin.body.analytics.top_performing_brands.length).toBeGreaterThan(0);
    const brandAdmin = await call('GET', '/api/leads?action=analytics', { who: 'brandAdmin' });
    expect(brandAdmin.body.analytics.top_performing_brands).toEqual([]);
  });

  it("answers 401 and 403 with the spec's analytics messages", async () => {
    expect(await call('GET', '/api/leads?action=analytics')).toMatchObject({
      status: 401,
      body: { error: 'Please log in to access analytics data' },
    });
    expect(await call('GET', '/api/leads?action=analytics', { who: 'shopper' })).toMatchObject({
      status: 403,
      body: { error: "You don't have permission to view analytics data. Please log in with an admin account." },
    });
  });
});

describe('PUT /api/leads', () => {
  it('changes the status, the server deciding every timestamp', async () => {
    const lead = await prisma().lead.findFirstOrThrow({
      where: { status: 'new', contactedAt: null },
      orderBy: { id: 'asc' },
    });
    const since = Date.now();
    const stale = '2001-01-01T00:00:00.000Z';
    const { status, body } = await call('PUT', '/api/leads', {
      who: 'superAdmin',
      body: { id: lead.id, data: { status: 'contacted', updated_at: stale, contacted_at: stale, converted_at: stale } },
    });
    expect(status).toBe(200);
    expect(Object.keys(body.lead).sort()).toEqual(LEAD_KEYS);
    expect(body.lead).toMatchObject({ id: lead.id, status: 'contacted', converted_at: null, qualified_at: null });
    expect(new Date(body.lead.contacted_at).getTime()).toBeGreaterThanOrEqual(since - 1000);
    expect(new Date(body.lead.updated_at).getTime()).toBeGreaterThanOrEqual(since - 1000);
  });

  it('takes the fields next to the id too (the helper variant), and global ids', async () => {
    const lead = await ownedLead();
    const { status, body } = await call('PUT', '/api/leads', {
      who: 'brandAdmin',
      body: {
        id: encodeGlobalID('Lead', lead.id),
        priority: 'high',
        estimated_value: '199.5',
        notes: 'Prefers WhatsApp.',
      },
    });
    expect(status).toBe(200);
    expect(body.lead).toMatchObject({
      id: lead.id,
      priority: 'high',
      estimated_value: 199.5,
      notes: 'Prefers WhatsApp.',
    });
  });

  it("answers 404 'Lead not found' for unknown ids and other brands' leads", async () => {
    expect(
      await call('PUT', '/api/leads', {
        who: 'superAdmin',
        body: { id: '00000000-0000-4000-8000-000000000000', data: { status: 'lost' } },
      }),
    ).toMatchObject({ status: 404, body: { error: 'Lead not found' } });
    const other = await otherBrandsLead();
    expect(
      await call('PUT', '/api/leads', { who: 'brandAdmin', body: { id: other.id, data: { status: 'lost' } } }),
    ).toMatchObject({ status: 404, body: { error: 'Lead not found' } });
    expect((await prisma().lead.findUniqueOrThrow({ where: { id: other.id } })).status).toBe(other.status);
  });

  it('answers 400 with field errors for bad input', async () => {
    const lead = await ownedLead();
    expect(await call('PUT', '/api/leads', { who: 'superAdmin', body: { data: { status: 'lost' } } })).toMatchObject({
      status: 400,
      body: { error: 'Lead id is required', fieldErrors: { id: 'Lead id is required' } },
    });
    const vocab = await call('PUT', '/api/leads', {
      who: 'superAdmin',
      body: { id: lead.id, data: { status: 'won', favourite_colour: 'blue' } },
    });
    expect(vocab).toMatchObject({
      status: 400,
      body: {
        fieldErrors: {
          status: 'Status must be one of new, contacted, qualified, converted, lost, closed',
          favourite_colour: 'Unknown lead field: favourite_colour',
        },
      },
    });
    const invalid = await call('PUT', '/api/leads', {
      who: 'superAdmin',
      body: { id: lead.id, data: { customer_email: 'nope', customer_name: '' } },
    });
    expect(invalid).toMatchObject({
      status: 400,
      body: {
        error: 'Customer name is required',
        fieldErrors: {
          customer_name: 'Customer name is required',
          customer_email: 'Please enter a valid email address',
        },
      },
    });
  });

  it('answers 401 signed out and 403 to a role without leads', async () => {
    const lead = await ownedLead();
    expect((await call('PUT', '/api/leads', { body: { id: lead.id, data: { status: 'lost' } } })).status).toBe(401);
    expect(
      (await call('PUT', '/api/leads', { who: 'shopper', body: { id: lead.id, data: { status: 'lost' } } })).status,
    ).toBe(403);
  });
});

describe('POST /api/leads', () => {
  it('creates a lead: 201 { lead }', async () => {
    const { status, body } = await call('POST', '/api/leads', {
      who: 'brandAdmin',
      body: {
        brand_id: BRAND_ADMIN_BRAND_IDS[0],
        customer_name: 'Esi Owusu',
        contact_email: 'esi@mail.example',
        contact_phone: '+233201234567',
        source: 'social_media',
        lead_type: 'consultation',
        priority: 'high',
        estimated_value: 320,
        notes: 'From Instagram.',
        created_at: '2001-01-01T00:00:00Z',
      },
    });
    expect(status).toBe(201);
    expect(Object.keys(body.lead).sort()).toEqual(LEAD_KEYS);
    expect(body.lead).toMatchObject({
      brand_id: BRAND_ADMIN_BRAND_IDS[0],
      customer_name: 'Esi Owusu',
      customer_email: 'esi@mail.example',
      customer_phone: '+233201234567',
      source: 'social_media',
      lead_type: 'consultation',
      status: 'new',
      priority: 'high',
      estimated_value: 320,
      notes: 'From Instagram.',
      interactions: [],
    });
    expect(new Date(body.lead.created_at).getFullYear()).toBeGreaterThan(2001);
  });

  it('answers 400 with field errors, 403 for a brand not managed, 404 for an unknown brand', async () => {
    const invalid = await call('POST', '/api/leads', {
      who: 'brandAdmin',
      body: { brand_id: BRAND_ADMIN_BRAND_IDS[0], customer_email: 'esi@' },
    });
    expect(invalid).toMatchObject({
      status: 400,
      body: {
        error: 'Customer name is required',
        fieldErrors: {
          customer_name: 'Customer name is required',
          customer_email: 'Please enter a valid email address',
        },
      },
    });
    const other = await otherBrandsLead();
    expect(
      (
        await call('POST', '/api/leads', {
          who: 'brandAdmin',
          body: { brand_id: other.brandId, customer_name: 'A', customer_email: 'a@mail.example' },
        })
      ).status,
    ).toBe(403);
    expect(
      await call('POST', '/api/leads', {
        who: 'superAdmin',
        body: {
          brand_id: '00000000-0000-4000-8000-000000000000',
          customer_name: 'A',
          customer_email: 'a@mail.example',
        },
      }),
    ).toMatchObject({ status: 404, body: { error: 'Brand not found' } });
    expect(
      (await call('POST', '/api/leads', { body: { customer_name: 'A', customer_email: 'a@mail.example' } })).status,
    ).toBe(401);
  });

  it("adds an interaction: { action: 'interaction', lead_id, kind, note } -> 201 { interaction }", async () => {
    const lead = await ownedLead();
    const { status, body } = await call('POST', '/api/leads', {
      who: 'brandAdmin',
      body: { action: 'interaction', lead_id: lead.id, kind: 'call', note: 'Booked a fitting.' },
    });
    expect(status).toBe(201);
    expect(Object.keys(body.interaction).sort()).toEqual([
      'author_name',
      'created_at',
      'id',
      'kind',
      'lead_id',
      'note',
    ]);
    expect(body.interaction).toMatchObject({
      lead_id: lead.id,
      kind: 'call',
      note: 'Booked a fitting.',
      author_name: 'Temitope Adeyemi',
    });
    expect(
      await call('POST', '/api/leads', {
        who: 'brandAdmin',
        body: { action: 'interaction', lead_id: (await otherBrandsLead()).id, kind: 'call' },
      }),
    ).toMatchObject({ status: 404, body: { error: 'Lead not found' } });
    expect(
      await call('POST', '/api/leads', {
        who: 'brandAdmin',
        body: { action: 'interaction', lead_id: lead.id, kind: '' },
      }),
    ).toMatchObject({
      status: 400,
      body: { error: 'Interaction type is required', fieldErrors: { kind: 'Interaction type is required' } },
    });
    expect(
      await call('POST', '/api/leads', { who: 'brandAdmin', body: { action: 'interaction', kind: 'call' } }),
    ).toMatchObject({ status: 400, body: { fieldErrors: { lead_id: 'Lead id is required' } } });
  });
});

describe('DELETE /api/leads', () => {
  it('deletes by ?id= and by a JSON body: { success: true }', async () => {
    const [first, second] = await prisma().lead.findMany({
      where: { brandId: { in: [...BRAND_ADMIN_BRAND_IDS] } },
      orderBy: { id: 'desc' },
      take: 2,
    });
    expect(await call('DELETE', `/api/leads?id=${first!.id}`, { who: 'brandAdmin' })).toMatchObject({
      status: 200,
      body: { success: true },
    });
    expect(await call('DELETE', '/api/leads', { who: 'brandAdmin', body: { id: second!.id } })).toMatchObject({
      status: 200,
      body: { success: true },
    });
    expect(await prisma().lead.count({ where: { id: { in: [first!.id, second!.id] } } })).toBe(0);
  });

  it("answers 404 'Lead not found', 400 without an id, 401 signed out and 403 to a role without leads", async () => {
    const other = await otherBrandsLead();
    expect(await call('DELETE', `/api/leads?id=${other.id}`, { who: 'brandAdmin' })).toMatchObject({
      status: 404,
      body: { error: 'Lead not found' },
    });
    expect(
      await call('DELETE', '/api/leads?id=00000000-0000-4000-8000-000000000000', { who: 'superAdmin' }),
    ).toMatchObject({ status: 404, body: { error: 'Lead not found' } });
    expect(await call('DELETE', '/api/leads', { who: 'superAdmin' })).toMatchObject({
      status: 400,
      body: { error: 'Lead id is required' },
    });
    expect((await call('DELETE', `/api/leads?id=${other.id}`)).status).toBe(401);
    expect((await call('DELETE', `/api/leads?id=${other.id}`, { who: 'shopper' })).status).toBe(403);
    expect(await prisma().lead.findUnique({ where: { id: other.id } })).not.toBeNull();
  });
});
