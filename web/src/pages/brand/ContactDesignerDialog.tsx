import { graphql, useFragment } from 'react-relay';
import styled from 'styled-components';
import { ButtonAnchor } from '../../components/Button';
import { Dialog } from '../../components/Dialog';
import { MailIcon } from '../../components/icons';
import { mailtoHref } from '../../lib/contactLinks';
import type { ContactDesignerDialog_brand$key } from '../../__generated__/ContactDesignerDialog_brand.graphql';

const contactDesignerFragment = graphql`
  fragment ContactDesignerDialog_brand on Brand {
    name
    contactEmail
  }
`;

const Body = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[4]};

  p {
    color: ${({ theme }) => theme.colors.inkSoft};
  }
`;

const EmailLink = styled(ButtonAnchor)`
  text-transform: none;
  letter-spacing: 0.01em;
  white-space: normal;
  overflow-wrap: anywhere;
`;

const Note = styled.p`
  && {
    padding: ${({ theme }) => theme.space[3]} ${({ theme }) => theme.space[4]};
    background: ${({ theme }) => theme.colors.ivoryDeep};
    border-radius: ${({ theme }) => theme.radii.sm};
    font-size: ${({ theme }) => theme.fontSizes.sm};
    color: ${({ theme }) => theme.colors.inkMuted};
  }
`;

interface ContactDesignerDialogProps {
  brand: ContactDesignerDialog_brand$key;
  onClose: () => void;
}

export function ContactDesignerDialog({ brand: brandKey, onClose }: ContactDesignerDialogProps) {
  const brand = useFragment(contactDesignerFragment, brandKey);
  return (
    <Dialog title={`Contact ${brand.name}`} onClose={onClose}>
      <Body>
        {brand.contactEmail ? (
          <>
            <p>Write to the designer directly about sizing, custom pieces or delivery.</p>
            <EmailLink href={mailtoHref(brand.contactEmail)} data-autofocus>
              <MailIcon />
              {brand.contactEmail}
            </EmailLink>
          </>
        ) : (
          <p>This designer hasn't shared an e-mail address yet. Try their other contact details on this page.</p>
        )}
        <Note>Shipping and payment are arranged directly between you and the designer.</Note>
      </Body>
    </Dialog>
  );
}
