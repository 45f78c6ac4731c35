import styled from 'styled-components';
import { loginPathReturningTo } from '../../auth/signInTarget';
import { ButtonLink } from '../../components/Button';
import { LockIcon } from '../../components/icons';
import { STUDIO_HOME_PATH } from '../kit/studioHome';

const Wrapper = styled.div`
  display: grid;
  place-content: center;
  justify-items: center;
  gap: ${({ theme }) => theme.space[4]};
  min-height: 100vh;
  padding: ${({ theme }) => theme.layout.gutter};
  background: ${({ theme }) => theme.colors.indigo50};
  text-align: center;

  h1 {
    font-size: ${({ theme }) => theme.fontSizes['3xl']};
  }
  p {
    color: ${({ theme }) => theme.colors.inkMuted};
  }
  svg {
    width: 2.5rem;
    height: 2.5rem;
    color: ${({ theme }) => theme.colors.indigo800};
  }
`;

/** What the studio shows when nobody is signed in any more; signing in again leads back to the studio. */
export function StudioAccessDenied() {
  return (
    <Wrapper role="alert">
      <LockIcon />
      <h1>Access Denied</h1>
      <p>You must be logged in to access the studio.</p>
      <ButtonLink to={loginPathReturningTo(STUDIO_HOME_PATH)}>Log In</ButtonLink>
    </Wrapper>
  );
}
