import { useId } from 'react';
import { graphql, useFragment } from 'react-relay';
import styled from 'styled-components';
import type { ServiceRow_product$key } from '../../__generated__/ServiceRow_product.graphql';
import { ScissorsIcon } from '../../components/icons/studioIcons';
import { RecordRow } from '../kit/surfaces';
import { RecordActionLink } from '../kit/RecordTile';
import { UploadedImage } from '../kit/UploadedImage';
import { imageStatus } from '../kit/uploadedImageStatus';
import { deliveryMethodLabel, serviceKindLabel } from './serviceLabels';
import { servicePriceText } from './servicePriceText';
import { editServicePath } from './paths';

const serviceRowFragment = graphql`
  fragment ServiceRow_product on Product {
    id
    title
    image
    primaryImage {
      processing
      failed
    }
    serviceKind
    deliveryMethod
    contactForPricing
    priceRange
    studioPrice
    currency
    brand {
      name
    }
  }
`;

const Picture = styled.div`
  display: grid;
  place-items: center;
  aspect-ratio: 1;
  overflow: hidden;
  border-radius: ${({ theme }) => theme.radii.sm};
  background: ${({ theme }) => theme.colors.ivoryDeep};
  color: ${({ theme }) => theme.colors.inkMuted};

  img {
    width: 100%;
    height: 100%;
    object-fit: cover;
  }
  svg {
    width: 1.75rem;
    height: 1.75rem;
  }
`;

const Body = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[1]};
  min-width: 0;

  h3 {
    font-size: ${({ theme }) => theme.fontSizes.lg};
    overflow-wrap: anywhere;
  }
`;

const Facts = styled.dl`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[1]} ${({ theme }) => theme.space[4]};
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.inkMuted};

  div {
    display: flex;
    gap: 0.3rem;
    min-width: 0;
  }
  dt {
    font-weight: 600;
    color: ${({ theme }) => theme.colors.inkSoft};
  }
  dd {
    margin: 0;
    overflow-wrap: anywhere;
  }
`;

const Actions = styled.div`
  grid-column: 1 / -1;
  display: flex;
  justify-content: flex-end;

  ${({ theme }) => theme.media.md} {
    grid-column: auto;
  }
`;

/** One service: its image, title, type, brand, price (or contact for pricing) and delivery method, with Edit. */
export function ServiceRow({ service: serviceKey }: { service: ServiceRow_product$key }) {
  const service = useFragment(serviceRowFragment, serviceKey);
  const headingId = useId();
  const facts: [string, string][] = [
    ['Type', serviceKindLabel(service.serviceKind)],
    ['Brand', service.brand.name],
    ['Price', servicePriceText({ ...service, price: service.studioPrice })],
  ];
  const delivery = deliveryMethodLabel(service.deliveryMethod);
  if (delivery) facts.push(['Delivery', delivery]);
  return (
    <RecordRow $compact aria-labelledby={headingId}>
      <Picture>
        {service.image ? (
          <UploadedImage src={service.image} alt="" status={imageStatus(service.primaryImage)} />
        ) : (
          <ScissorsIcon />
        )}
      </Picture>
      <Body>
        <h3 id={headingId}>{service.title}</h3>
        <Facts>
          {facts.map(([term, value]) => (
            <div key={term}>
              <dt>{term}</dt>
              <dd>{value}</dd>
            </div>
          ))}
        </Facts>
      </Body>
      <Actions>
        <RecordActionLink to={editServicePath(service.id)} action="Edit" record={service.title} />
      </Actions>
    </RecordRow>
  );
}
