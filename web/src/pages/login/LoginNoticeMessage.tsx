import styled from 'styled-components';
import { FormMessage } from '../../components/form/FormMessage';
import { loginErrorMessage } from './loginErrorMessages';
import type { LoginNotice } from './loginNotice';

const Detail = styled.span`
  display: block;
  margin-top: 0.2rem;
  opacity: 0.85;
`;

/** An error the login page was sent with (and its detail), or an informational message. */
export function LoginNoticeMessage({ notice }: { notice: LoginNotice }) {
  if (notice.error) {
    const text = loginErrorMessage(notice.error, notice.errorDescription);
    return (
      <FormMessage tone="error">
        {text}
        {notice.message && notice.message !== text ? <Detail>{notice.message}</Detail> : null}
      </FormMessage>
    );
  }
  return notice.message ? <FormMessage tone="info">{notice.message}</FormMessage> : null;
}
