import styled from 'styled-components';
import { loginPathReturningTo } from '../../auth/signInTarget';
import { ButtonLink } from '../../components/Button';
import { LockIcon } from '../../components/icons';
import { StudioPanel } from '../kit/StudioPanel';

const Card = styled(StudioPanel)`
  display: grid;
  justify-items: center;
  gap: ${({ theme }) => theme.space[4]};
  max-width: 32rem;
  margin: ${({ theme }) => theme.space[7]} auto;
  padding-block: ${({ theme }) => theme.space[7]};
  text-align: center;

  h1 { font-size: ${({ theme }) => theme.fontSizes['2xl']}; }
  p { color: ${({ theme }) => theme.colors.inkMuted}; }
  svg { width: 2.5rem; height: 2.5rem; color: ${({ theme }) => theme.colors.indigo800}; }
`;

export const LEADS_PATH = '/studio/leads';

/** What the leads screen shows when the API no longer accepts the session; signing in again comes back here. */
export function LeadsAuthRequired() {
  return (
    <Card role="alert">
      <LockIcon />
      <h1>Authentication Required</h1>
      <p>Please log in to access the Studio Leads.</p>
      <ButtonLink to={loginPathReturningTo(LEADS_PATH)}>Log In</ButtonLink>
    </Card>
  );
}
