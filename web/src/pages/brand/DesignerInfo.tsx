import { graphql, useFragment } from 'react-relay';
import styled from 'styled-components';
import { GlobeIcon, InstagramIcon, MailIcon, WhatsAppIcon } from '../../components/icons';
import { instagramHref, mailtoHref, websiteHref, whatsappHref } from '../../lib/contactLinks';
import type { DesignerInfo_brand$data, DesignerInfo_brand$key } from '../../__generated__/DesignerInfo_brand.graphql';
import { FavouriteButton } from './FavouriteButton';
import { FactList } from '../../components/detail-page/FactList';

const designerInfoFragment = graphql`
  fragment DesignerInfo_brand on Brand {
    name
    contactEmail
    whatsapp
    instagram
    website
    priceRange
    city
    category
    ...FavouriteButton_brand
  }
`;

const Panel = styled.aside`
  display: grid;
  gap: ${({ theme }) => theme.space[5]};
  align-content: start;
  padding: ${({ theme }) => theme.space[6]};
  background: ${({ theme }) => theme.colors.paper};
  border: 1px solid ${({ theme }) => theme.colors.line};
  border-top: 3px solid ${({ theme }) => theme.colors.indigo800};
  border-radius: ${({ theme }) => theme.radii.md};

  h2 {
    font-size: ${({ theme }) => theme.fontSizes['2xl']};
  }
`;

const ContactIcons = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[2]};
  margin: 0;
  padding: 0;
  list-style: none;

  a {
    display: grid;
    place-items: center;
    width: 2.75rem;
    height: 2.75rem;
    border-radius: 50%;
    background: ${({ theme }) => theme.colors.indigo50};
    color: ${({ theme }) => theme.colors.indigo800};
    transition:
      background ${({ theme }) => theme.motion.base},
      color ${({ theme }) => theme.motion.base};
  }
  a:hover {
    background: ${({ theme }) => theme.colors.indigo900};
    color: ${({ theme }) => theme.colors.ivory};
  }
`;

const Facts = styled(FactList)`
  dd {
    color: ${({ theme }) => theme.colors.ink};
  }
`;

interface ContactLink {
  href: string;
  label: string;
  icon: typeof MailIcon;
  external: boolean;
}

function contactLinksOf(brand: DesignerInfo_brand$data): ContactLink[] {
  const links: ContactLink[] = [];
  if (brand.contactEmail)
    links.push({ href: mailtoHref(brand.contactEmail), label: `Email ${brand.name}`, icon: MailIcon, external: false });
  if (brand.whatsapp)
    links.push({
      href: whatsappHref(brand.whatsapp),
      label: `Message ${brand.name} on WhatsApp`,
      icon: WhatsAppIcon,
      external: true,
    });
  if (brand.instagram)
    links.push({
      href: instagramHref(brand.instagram),
      label: `${brand.name} on Instagram`,
      icon: InstagramIcon,
      external: true,
    });
  if (brand.website)
    links.push({ href: websiteHref(brand.website), label: `${brand.name} website`, icon: GlobeIcon, external: true });
  return links;
}

export function DesignerInfo({ brand: brandKey }: { brand: DesignerInfo_brand$key }) {
  const brand = useFragment(designerInfoFragment, brandKey);
  const links = contactLinksOf(brand);

  return (
    <Panel aria-labelledby="designer-info-title">
      <h2 id="designer-info-title">Designer Information</h2>
      {links.length ? (
        <ContactIcons aria-label="Contact details">
          {links.map(({ href, label, icon: LinkIcon, external }) => (
            <li key={href}>
              <a href={href} aria-label={label} {...(external ? { target: '_blank', rel: 'noopener noreferrer' } : {})}>
                <LinkIcon />
              </a>
            </li>
          ))}
        </ContactIcons>
      ) : null}
      <Facts>
        <div>
          <dt>Price Range</dt>
          <dd>{brand.priceRange}</dd>
        </div>
        <div>
          <dt>Location</dt>
          <dd>{brand.city}</dd>
        </div>
        <div>
          <dt>Category</dt>
          <dd>{brand.category}</dd>
        </div>
      </Facts>
      <FavouriteButton brand={brand} />
    </Panel>
  );
}
