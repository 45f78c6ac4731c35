import { useState } from 'react';
import { graphql, useFragment } from 'react-relay';
import styled from 'styled-components';
import { Button, ButtonLink } from '../../components/Button';
import { Eyebrow } from '../../components/Eyebrow';
import { MapPinIcon } from '../../components/icons';
import { VerifiedBadge } from '../../components/VerifiedBadge';
import type { TailorProfile_tailor$key } from '../../__generated__/TailorProfile_tailor.graphql';
import { ContactTailorDialog } from './ContactTailorDialog';
import { TailorImage } from './TailorImage';

const tailorProfileFragment = graphql`
  fragment TailorProfile_tailor on Tailor {
    title
    image
    description
    priceRange
    leadTime
    consultationFee
    specialties
    brand {
      id
      name
      city
      image
      isVerified
      rating
      category
      foundedYear
      contactEmail
    }
  }
`;

const Layout = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[7]};

  ${({ theme }) => theme.media.lg} {
    grid-template-columns: 0.9fr 1.1fr;
    align-items: start;
  }
`;

const Copy = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[4]};

  h1 {
    font-size: ${({ theme }) => theme.fontSizes['4xl']};
  }
`;

const Location = styled.p`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 0.75rem;
  color: ${({ theme }) => theme.colors.inkMuted};

  svg {
    width: 1rem;
    height: 1rem;
  }
`;

const Facts = styled.dl`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(11rem, 1fr));
  gap: ${({ theme }) => theme.space[4]};
  margin: 0;

  div {
    padding: ${({ theme }) => theme.space[4]};
    background: ${({ theme }) => theme.colors.paper};
    border: 1px solid ${({ theme }) => theme.colors.line};
    border-radius: ${({ theme }) => theme.radii.md};
  }
  dt {
    font-size: ${({ theme }) => theme.fontSizes.xs};
    font-weight: 600;
    letter-spacing: 0.14em;
    text-transform: uppercase;
    color: ${({ theme }) => theme.colors.inkMuted};
  }
  dd {
    margin: 0.3rem 0 0;
    font-weight: 600;
  }
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[3]};
`;

/** The consultation fee always reads in dollars, as the spec asks. */
const formatFee = (fee: number) => `$${fee.toLocaleString('en-US', { maximumFractionDigits: 2 })}`;

export function TailorProfile({ tailor: tailorKey }: { tailor: TailorProfile_tailor$key }) {
  const tailor = useFragment(tailorProfileFragment, tailorKey);
  const [contactOpen, setContactOpen] = useState(false);
  const { brand } = tailor;
  const facts: [string, string][] = [
    ['Price range', tailor.priceRange ?? 'Contact for pricing'],
    ['Lead time', tailor.leadTime ?? 'Ask the tailor'],
    ['Consultation fee', tailor.consultationFee != null ? formatFee(tailor.consultationFee) : 'Free'],
    ['Rating', `${brand.rating.toFixed(1)} out of 5`],
    ['Category', brand.category],
    ...(brand.foundedYear ? ([['Founded', String(brand.foundedYear)]] as [string, string][]) : []),
  ];

  return (
    <Layout>
      <TailorImage src={tailor.image ?? brand.image ?? null} alt={brand.name} />
      <Copy>
        <Eyebrow>{tailor.title}</Eyebrow>
        <h1>{brand.name}</h1>
        <Location>
          <MapPinIcon aria-hidden="true" />
          {brand.city}
          {brand.isVerified ? <VerifiedBadge /> : null}
        </Location>
        {tailor.description ? <p>{tailor.description}</p> : null}
        <Facts>
          {facts.map(([term, value]) => (
            <div key={term}>
              <dt>{term}</dt>
              <dd>{value}</dd>
            </div>
          ))}
        </Facts>
        <Actions>
          <ButtonLink to={`/brand/${encodeURIComponent(brand.id)}`}>View Brand Profile</ButtonLink>
          <Button $variant="secondary" onClick={() => setContactOpen(true)}>
            Contact Tailor
          </Button>
        </Actions>
      </Copy>
      {contactOpen ? (
        <ContactTailorDialog
          brandName={brand.name}
          brandId={brand.id}
          contactEmail={brand.contactEmail ?? null}
          onClose={() => setContactOpen(false)}
        />
      ) : null}
    </Layout>
  );
}
