import { graphql, useFragment } from 'react-relay';
import { Link } from 'react-router';
import styled from 'styled-components';
import type { InboxOrderDetails_order$key } from '../../__generated__/InboxOrderDetails_order.graphql';
import { formatPrice } from '../../lib/formatPrice';
import { Fact, FactGrid } from '../kit/FactGrid';
import { formatVocabulary } from '../kit/format';
import { addressLines, fitLabel, lengthLabel, sleeveLabel, telHref } from './inboxLabels';
import { productsPaths } from '../products/paths';
import { DetailSection, LongText } from './detailParts';

const inboxOrderDetailsFragment = graphql`
  fragment InboxOrderDetails_order on InboxOrder {
    status
    productTitle
    productDatabaseId
    size
    color
    quantity
    fitPreference
    lengthPreference
    sleevePreference
    specialRequirements
    customerNotes
    totalAmount
    currency
    delivery {
      fullName
      email
      phone
      addressLine1
      city
      state
      postalCode
      country
    }
  }
`;

const Address = styled.address`
  font-style: normal;
  line-height: 1.6;
  overflow-wrap: anywhere;

  span {
    display: block;
  }
`;

const NOT_GIVEN = 'Not given';

/**
 * An order laid out for the tailor: the piece (product, size, colour, quantity), the measurements
 * and fit preferences together, what the customer asked for in their own words, and where it goes
 * as an address block.
 */
export function InboxOrderDetails({ order: orderKey }: { order: InboxOrderDetails_order$key }) {
  const order = useFragment(inboxOrderDetailsFragment, orderKey);
  const fit = [
    ['Fit', fitLabel(order.fitPreference)],
    ['Length', lengthLabel(order.lengthPreference)],
    ['Sleeve', sleeveLabel(order.sleevePreference)],
  ] as const;
  const hasMeasurements = fit.some(([, value]) => value);
  const { delivery } = order;

  return (
    <>
      <DetailSection title="The piece">
        <FactGrid>
          <Fact term="Product">
            {order.productTitle && order.productDatabaseId ? (
              <Link to={productsPaths.public(order.productDatabaseId)}>{order.productTitle}</Link>
            ) : (
              'No longer listed'
            )}
          </Fact>
          <Fact term="Size">{order.size ?? NOT_GIVEN}</Fact>
          <Fact term="Colour">{order.color ?? NOT_GIVEN}</Fact>
          <Fact term="Quantity">{order.quantity}</Fact>
          <Fact term="Estimated total">
            {order.totalAmount == null ? 'Price on request' : formatPrice(order.totalAmount, order.currency)}
          </Fact>
          <Fact term="Order status">{formatVocabulary(order.status)}</Fact>
        </FactGrid>
      </DetailSection>

      {hasMeasurements ? (
        <DetailSection title="Measurements and fit">
          <FactGrid>
            {fit.map(([label, value]) => (
              <Fact key={label} term={label}>
                {value ?? NOT_GIVEN}
              </Fact>
            ))}
          </FactGrid>
        </DetailSection>
      ) : null}

      {order.specialRequirements ? (
        <DetailSection title="Special requirements">
          <LongText>{order.specialRequirements}</LongText>
        </DetailSection>
      ) : null}
      {order.customerNotes ? (
        <DetailSection title="Customer notes">
          <LongText>{order.customerNotes}</LongText>
        </DetailSection>
      ) : null}

      <DetailSection title="Deliver to">
        <Address>
          {addressLines(delivery).map((line, index) => (
            <span key={index}>{line}</span>
          ))}
          <span>
            <a href={`mailto:${delivery.email}`}>{delivery.email}</a>
          </span>
          {delivery.phone ? (
            <span>
              <a href={telHref(delivery.phone)}>{delivery.phone}</a>
            </span>
          ) : null}
        </Address>
      </DetailSection>
    </>
  );
}
