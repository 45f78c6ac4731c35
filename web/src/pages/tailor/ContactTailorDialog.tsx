import styled from 'styled-components';
import { ButtonAnchor, ButtonLink } from '../../components/Button';
import { Dialog } from '../../components/Dialog';
import { MailIcon } from '../../components/icons';

const Body = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[4]};

  p {
    color: ${({ theme }) => theme.colors.inkSoft};
  }
`;

interface ContactTailorDialogProps {
  brandName: string;
  brandId: string;
  contactEmail: string | null;
  onClose: () => void;
}

/** How to reach a tailor: their e-mail when they list one, and their brand profile. */
export function ContactTailorDialog({ brandName, brandId, contactEmail, onClose }: ContactTailorDialogProps) {
  return (
    <Dialog title={`Contact ${brandName}`} onClose={onClose}>
      <Body>
        <p>
          Tell {brandName} about your occasion, your timeline and any inspiration you have. They will reply to arrange a
          consultation.
        </p>
        {contactEmail ? (
          <ButtonAnchor
            href={`mailto:${contactEmail}?subject=${encodeURIComponent(`Tailoring enquiry for ${brandName}`)}`}
          >
            <MailIcon aria-hidden="true" />
            Email {brandName}
          </ButtonAnchor>
        ) : null}
        <ButtonLink $variant="secondary" to={`/brand/${encodeURIComponent(brandId)}`}>
          View Brand Profile
        </ButtonLink>
      </Body>
    </Dialog>
  );
}
