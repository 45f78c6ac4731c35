import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../support/test-server.js';
import { restClient } from '../support/rest-client.js';

let server: TestServer;
let rest: ReturnType<typeof restClient>;
beforeAll(async () => {
  server = await startTestServer({ seed: false });
  rest = restClient(server);
});
afterAll(async () => {
  await server?.close();
});

const application = {
  brandName: 'Indigo House',
  designerName: 'Ngozi Okafor',
  email: 'Ngozi@IndigoHouse.example',
  phone: '',
  website: 'https://indigohouse.example',
  instagram: '@indigohouse',
  location: 'Abeokuta, Nigeria',
  category: 'Ready to Wear',
  description: 'Hand-dyed adire separates.',
  yearFounded: 2019,
};

describe('POST /api/designer-application', () => {
  it('stores the application and answers its id', async () => {
    const { status, body } = await rest.post('/api/designer-application', application);
    expect(status).toBe(201);
    expect(body).toEqual({ applicationId: expect.stringMatching(/^[0-9a-f-]{36}$/) });
    const stored = await server.db.prisma.designerApplication.findUniqueOrThrow({ where: { id: body.applicationId } });
    expect(stored).toMatchObject({
      category: 'ready_to_wear',
      email: 'ngozi@indigohouse.example',
      phone: null,
      yearFounded: 2019,
      contactEmail: null,
      status: 'new',
    });
  });

  it('keeps the optional public contact address apart from the sign-in address, and checks it', async () => {
    const { status, body } = await rest.post('/api/designer-application', {
      ...application,
      contactEmail: ' Studio@IndigoHouse.example ',
    });
    expect(status).toBe(201);
    const stored = await server.db.prisma.designerApplication.findUniqueOrThrow({ where: { id: body.applicationId } });
    expect(stored).toMatchObject({ email: 'ngozi@indigohouse.example', contactEmail: 'studio@indigohouse.example' });

    const count = await server.db.prisma.designerApplication.count();
    const bad = await rest.post('/api/designer-application', { ...application, contactEmail: 'studio@' });
    expect(bad).toEqual({
      status: 400,
      body: {
        error: 'Please enter a valid email address',
        fieldErrors: { contactEmail: 'Please enter a valid email address' },
      },
    });
    expect(await server.db.prisma.designerApplication.count()).toBe(count);
  });

  it('accepts the optional fields left out', async () => {
    const { phone, website, instagram, yearFounded, ...required } = application;
    expect((await rest.post('/api/designer-application', { ...required, category: 'Other' })).status).toBe(201);
  });

  it('answers 400 with every failing field and stores nothing', async () => {
    const count = await server.db.prisma.designerApplication.count();
    const { status, body } = await rest.post('/api/designer-application', {
      email: 'nope',
      category: 'Streetwear',
      yearFounded: 1700,
    });
    expect(status).toBe(400);
    expect(body.fieldErrors).toEqual({
      brandName: 'Brand name is required',
      designerName: 'Designer name is required',
      email: 'Please enter a valid email address',
      location: 'Location is required',
      category: 'Please select a category',
      description: 'Description is required',
      yearFounded: 'Please enter a valid year',
    });
    expect(body.error).toBe('Brand name is required');
    expect(await server.db.prisma.designerApplication.count()).toBe(count);
  });
});
