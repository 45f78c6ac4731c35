import { useEffect, useRef } from 'react';
import { Link, useSearchParams } from 'react-router';
import styled from 'styled-components';
import { AccountCard, AccountCardFooter } from '../../components/account/AccountCard';
import { AccountOutcome } from '../../components/account/AccountStatus';
import { Button } from '../../components/Button';
import { AlertCircleIcon, CheckCircleIcon } from '../../components/icons';
import { useUnsubscribe } from './useUnsubscribe';

const TITLE = 'Newsletter';

/** Addresses are long and have no spaces: they wrap anywhere rather than widen the page. */
const Address = styled.strong`
  overflow-wrap: anywhere;
`;
/** The API's words for a link that was not signed by us (also shown when the token is missing). */
const INVALID_LINK = 'This unsubscribe link is not valid. Please use the link from your most recent newsletter.';

/**
 * /unsubscribe?token=...: the link at the foot of every newsletter mail. Opening it changes
 * nothing (mail scanners open links too); the button does, once, and says what happened.
 */
export function UnsubscribePage() {
  const [params] = useSearchParams();
  const token = params.get('token')?.trim() ?? '';
  const { state, unsubscribe } = useUnsubscribe(token);
  const outcomeRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (state.status === 'done' || state.status === 'failed') outcomeRef.current?.focus();
  }, [state.status]);

  const footer = (
    <AccountCardFooter>
      <p>
        <Link to="/">Back to Adire</Link>
      </p>
    </AccountCardFooter>
  );

  if (!token)
    return (
      <AccountCard eyebrow={TITLE} title="Unsubscribe">
        <AccountOutcome tone="error" icon={<AlertCircleIcon />}>
          <p>{INVALID_LINK}</p>
        </AccountOutcome>
        {footer}
      </AccountCard>
    );

  if (state.status === 'done')
    return (
      <AccountCard eyebrow={TITLE} title="You are unsubscribed">
        <div ref={outcomeRef} tabIndex={-1}>
          <AccountOutcome tone="success" icon={<CheckCircleIcon />}>
            <p>{state.message}</p>
            <p>
              <Address>{state.email}</Address> will not receive the newsletter any more. Changed your mind? Subscribe
              again at the foot of any page.
            </p>
          </AccountOutcome>
        </div>
        {footer}
      </AccountCard>
    );

  return (
    <AccountCard
      eyebrow={TITLE}
      title="Unsubscribe from the newsletter"
      lead="Press the button to stop receiving the Adire newsletter at this address."
    >
      {state.status === 'failed' ? (
        <div ref={outcomeRef} tabIndex={-1}>
          <AccountOutcome tone="error" icon={<AlertCircleIcon />}>
            <p>{state.message}</p>
          </AccountOutcome>
        </div>
      ) : null}
      <Button
        type="button"
        onClick={unsubscribe}
        disabled={state.status === 'sending'}
        aria-busy={state.status === 'sending'}
      >
        {state.status === 'sending' ? 'Unsubscribing…' : 'Unsubscribe'}
      </Button>
      {footer}
    </AccountCard>
  );
}
