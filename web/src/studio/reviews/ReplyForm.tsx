import { MAX_REPLY_LENGTH, replyErrors } from '@features/reviews/rules';
import { useId, useState, type FormEvent } from 'react';
import styled from 'styled-components';
import type { ReplyAuthorKind } from '../../__generated__/ReviewCard_review.graphql';
import { Button } from '../../components/Button';
import { TextAreaField } from '../../components/form/TextAreaField';
import type { FormProblems } from '../kit/useFormProblems';

const Form = styled.form`
  display: grid;
  gap: ${({ theme }) => theme.space[3]};
  padding: ${({ theme }) => theme.space[4]};
  background: ${({ theme }) => theme.colors.ivory};
  border: 1px solid ${({ theme }) => theme.colors.line};
  border-radius: ${({ theme }) => theme.radii.sm};
`;

const Choice = styled.fieldset`
  display: grid;
  gap: ${({ theme }) => theme.space[2]};
  margin: 0;
  padding: 0;
  border: 0;

  legend {
    margin-bottom: ${({ theme }) => theme.space[2]};
    font-size: ${({ theme }) => theme.fontSizes.sm};
    font-weight: 600;
    color: ${({ theme }) => theme.colors.ink};
  }
  label {
    display: flex;
    align-items: flex-start;
    gap: 0.55rem;
    font-size: ${({ theme }) => theme.fontSizes.sm};
    color: ${({ theme }) => theme.colors.inkSoft};
    cursor: pointer;
    overflow-wrap: anywhere;
  }
  input {
    flex: none;
    width: 1.05rem;
    height: 1.05rem;
    margin: 0.15rem 0 0;
    accent-color: ${({ theme }) => theme.colors.indigo800};
  }
`;

const SignedAs = styled.p`
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.inkMuted};
  overflow-wrap: anywhere;
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[2]};
`;

interface ReplyFormProps {
  /** The form's accessible name ('Reply to Ada's review'). */
  label: string;
  brandName: string;
  /** New replies ask whom the reply speaks for, when the viewer may choose (platform admins). */
  chooseAuthor: boolean;
  /** Set when editing: the reply's current text and whom it speaks for. */
  initial?: { text: string; as: ReplyAuthorKind };
  submitLabel: string;
  busy: boolean;
  /** Saves the reply; the API's problem with its text, if any, shows under the field. */
  onSubmit: (text: string, as: ReplyAuthorKind) => Promise<{ ok: true } | { ok: false; problems: FormProblems }>;
  onCancel: () => void;
}

/** Writes or edits a reply: its text (at most 2000 characters) and, for admins, whom it is signed by. */
export function ReplyForm({ label, brandName, chooseAuthor, initial, submitLabel, busy, ...on }: ReplyFormProps) {
  const [text, setText] = useState(initial?.text ?? '');
  // Admins start on the Adire Team: replying in a brand's name is the deliberate choice.
  const [as, setAs] = useState<ReplyAuthorKind>(initial?.as ?? (chooseAuthor ? 'platform' : 'brand'));
  const [error, setError] = useState<string | null>(null);
  const choiceName = useId();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const problem = replyErrors(text).replyText;
    setError(problem ?? null);
    if (problem) return;
    const outcome = await on.onSubmit(text, as);
    if (!outcome.ok) setError(outcome.problems.replyText ?? null);
  };

  const signature = as === 'brand' ? brandName : 'Adire Team';
  return (
    <Form aria-label={label} onSubmit={submit} noValidate>
      {chooseAuthor && !initial ? (
        <Choice>
          <legend>Reply as</legend>
          <label>
            <input type="radio" name={choiceName} checked={as === 'platform'} onChange={() => setAs('platform')} />
            Adire Team (the platform)
          </label>
          <label>
            <input type="radio" name={choiceName} checked={as === 'brand'} onChange={() => setAs('brand')} />
            {brandName} (the brand)
          </label>
        </Choice>
      ) : (
        <SignedAs>Shown on the brand page as a reply from {signature}.</SignedAs>
      )}
      <TextAreaField
        label="Reply"
        hint={`${[...text.trim()].length} of ${MAX_REPLY_LENGTH} characters. Shown publicly under the review.`}
        error={error}
        value={text}
        onChange={(event) => {
          setText(event.target.value);
          if (error) setError(null);
        }}
        autoFocus
      />
      <Actions>
        <Button type="submit" $size="sm" aria-disabled={busy} disabled={busy}>
          {busy ? 'Saving…' : submitLabel}
        </Button>
        <Button type="button" $size="sm" $variant="secondary" onClick={on.onCancel} disabled={busy}>
          Cancel
        </Button>
      </Actions>
    </Form>
  );
}
