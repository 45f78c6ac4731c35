import type { Request, Response, Router } from 'express';
import type { RestDeps } from '../../rest/deps.js';
import { runGraphQL } from '../../rest/run-graphql.js';
import { answerError } from '../../rest/answer.js';
import { objectOf, textOf } from '../../rest/body.js';

const PLACED = 'order { id databaseId kind status totalAmount currency createdAt } leadId';
const CREATE_CUSTOM_ORDER = /* GraphQL */ `mutation RestCreateCustomOrder($input: CreateCustomOrderInput!) { createCustomOrder(input: $input) { ${PLACED} } }`;
const CREATE_BRAND_REQUEST = /* GraphQL */ `mutation RestCreateBrandRequest($input: CreateBrandRequestInput!) { createBrandRequest(input: $input) { ${PLACED} } }`;

interface Placed {
  order: {
    id: string;
    databaseId: string;
    kind: string;
    status: string;
    totalAmount: number | null;
    currency: string;
    createdAt: string;
  };
  leadId: string;
}

type Body = Record<string, unknown>;
const text = textOf;
const quantityOf = (value: unknown) => (value == null || value === '' ? 1 : Number(value));

/** The spec's snake_case delivery_address as the GraphQL input. */
function deliveryAddressOf(body: Body) {
  const a = objectOf(body.delivery_address);
  return {
    fullName: text(a.full_name),
    phone: text(a.phone),
    email: text(a.email),
    addressLine1: text(a.address_line_1),
    city: text(a.city),
    state: text(a.state),
    postalCode: text(a.postal_code),
    country: text(a.country),
  };
}

function customOrderInput(body: Body) {
  const m = objectOf(body.measurements);
  return {
    productId: text(body.product_id) ?? '',
    size: text(body.size),
    color: text(body.color),
    quantity: quantityOf(body.quantity),
    customerNotes: text(body.customer_notes),
    specialRequirements: text(body.special_requirements),
    measurements: {
      fitPreference: text(m.fit_preference),
      lengthPreference: text(m.length_preference),
      sleevePreference: text(m.sleeve_preference),
    },
    deliveryAddress: deliveryAddressOf(body),
  };
}

function brandRequestInput(body: Body) {
  return {
    productId: text(body.product_id) ?? '',
    size: text(body.size),
    color: text(body.color),
    quantity: quantityOf(body.quantity),
    customerNotes: text(body.customer_notes),
    deliveryAddress: deliveryAddressOf(body),
  };
}

/** The answer: the stored order (snake_case) and the lead created for its brand. */
const toRest = (placed: Placed) => ({
  order: {
    id: placed.order.databaseId,
    kind: placed.order.kind,
    status: placed.order.status,
    total_amount: placed.order.totalAmount,
    currency: placed.order.currency,
    created_at: placed.order.createdAt,
  },
  lead: { id: placed.leadId },
});

function orderRoute(
  deps: RestDeps,
  document: string,
  field: 'createCustomOrder' | 'createBrandRequest',
  inputOf: (body: Body) => Record<string, unknown>,
  fallback: string,
) {
  return async (req: Request, res: Response) => {
    const body = objectOf(req.body);
    if (!Number.isInteger(quantityOf(body.quantity))) {
      res.status(400).json({ error: 'Quantity must be at least 1' });
      return;
    }
    const answer = await runGraphQL<Record<string, Placed | null>>(deps.server, deps.context, req, document, {
      input: inputOf(body),
    });
    const placed = answer.data?.[field];
    if (answer.errors.length || !placed) {
      answerError(res, answer.errors, { fallback });
      return;
    }
    res.status(201).json(toRest(placed));
  };
}

export function ordersRoutes(router: Router, deps: RestDeps) {
  // POST /api/orders/custom  (the spec's custom order payload)  ->  201 { order, lead } | { error }
  router.post(
    '/orders/custom',
    orderRoute(deps, CREATE_CUSTOM_ORDER, 'createCustomOrder', customOrderInput, 'Failed to create order'),
  );
  // POST /api/orders/brand-request  (the same payload without measurements)  ->  201 { order, lead } | { error }
  router.post(
    '/orders/brand-request',
    orderRoute(deps, CREATE_BRAND_REQUEST, 'createBrandRequest', brandRequestInput, 'Failed to submit request'),
  );
}
