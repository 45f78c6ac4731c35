import styled from 'styled-components';
import { Button } from '../../components/Button';
import { Dialog } from '../../components/Dialog';
import { applicationReference } from './applicationRules';

const Body = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[4]};
  p {
    color: ${({ theme }) => theme.colors.inkSoft};
  }
  strong {
    font-family: ui-monospace, monospace;
    letter-spacing: 0.08em;
    color: ${({ theme }) => theme.colors.indigo900};
  }
`;

/** Shown after a successful application, with its short reference. */
export function ApplicationSubmittedDialog({ applicationId, onClose }: { applicationId: string; onClose: () => void }) {
  return (
    <Dialog title="Application Submitted!" onClose={onClose}>
      <Body>
        <p>
          Thank you for applying to join Adire. Our team will review your application and get back to you within 3-5
          business days.
        </p>
        <p>
          Your application reference: <strong>{applicationReference(applicationId)}</strong>
        </p>
        <div>
          <Button onClick={onClose} data-autofocus>
            Done
          </Button>
        </div>
      </Body>
    </Dialog>
  );
}
