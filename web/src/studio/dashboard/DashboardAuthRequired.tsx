import styled from 'styled-components';
import { ButtonLink } from '../../components/Button';
import { LockIcon } from '../../components/icons';
import { STUDIO_LOGIN_PATH } from './studioLoginPath';

const Card = styled.div`
  display: grid;
  justify-items: center;
  gap: ${({ theme }) => theme.space[3]};
  padding: ${({ theme }) => theme.space[6]};
  text-align: center;
  background: ${({ theme }) => theme.colors.ivory};
  border: 1px solid ${({ theme }) => theme.colors.line};
  border-radius: ${({ theme }) => theme.radii.md};

  h4 { font-size: ${({ theme }) => theme.fontSizes.lg}; }
  svg { width: 2rem; height: 2rem; color: ${({ theme }) => theme.colors.indigo800}; }
`;

/** The API no longer accepts the session: the leads cannot be shown until the user signs in again. */
export function DashboardAuthRequired() {
  return (
    <Card role="alert">
      <LockIcon />
      <h4>Authentication Required</h4>
      <p>You need to be logged in to view the leads dashboard.</p>
      <ButtonLink $size="sm" to={STUDIO_LOGIN_PATH}>
        Go to Login
      </ButtonLink>
    </Card>
  );
}
