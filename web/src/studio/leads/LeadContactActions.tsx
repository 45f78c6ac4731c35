import styled from 'styled-components';
import { MailIcon } from '../../components/icons';
import { useToast } from '../../components/toast/useToast';
import { actionStyles } from '../kit/actionStyles';
import { CopyIcon } from '../kit/icons';

const EmailLink = styled.a`
  ${actionStyles}
`;

const CopyButton = styled.button`
  ${actionStyles}
`;

export const EMAIL_COPIED = 'Email address copied';
const EMAIL_NOT_COPIED = 'Could not copy the email address';

/** The card's two icon buttons: write to the customer, or copy their address to paste elsewhere. */
export function LeadContactActions({ customerName, email }: { customerName: string; email: string }) {
  const { showToast } = useToast();
  const copy = () => {
    const copying = navigator.clipboard?.writeText(email) ?? Promise.reject(new Error('No clipboard'));
    copying.then(
      () => showToast(EMAIL_COPIED, 'success'),
      () => showToast(EMAIL_NOT_COPIED, 'error'),
    );
  };
  return (
    <>
      <EmailLink href={`mailto:${email}`} aria-label={`Email ${customerName}`}>
        <MailIcon />
      </EmailLink>
      <CopyButton type="button" aria-label={`Copy email address for ${customerName}`} onClick={copy}>
        <CopyIcon />
      </CopyButton>
    </>
  );
}
