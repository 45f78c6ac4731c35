import styled from 'styled-components';

const Box = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[2]};
  padding: ${({ theme }) => theme.space[4]} ${({ theme }) => theme.space[5]};
  border: 1px solid ${({ theme }) => theme.colors.danger};
  border-left-width: 4px;
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.paper};

  h2 {
    font-size: ${({ theme }) => theme.fontSizes.lg};
    color: ${({ theme }) => theme.colors.danger};
  }
  ul {
    margin: 0;
    padding-left: 1.2rem;
    color: ${({ theme }) => theme.colors.inkSoft};
    font-size: ${({ theme }) => theme.fontSizes.sm};
  }
`;

/**
 * The form's problems together at its top, each also shown beside its field. It is a live region
 * that is always there, so a new list of problems is read out.
 */
export function ProblemSummary({ problems }: { problems: Record<string, string> }) {
  const messages = [...new Set(Object.values(problems))];
  return (
    <div aria-live="polite">
      {messages.length ? (
        <Box>
          <h2>Please check {messages.length === 1 ? 'this' : `these ${messages.length}`}:</h2>
          <ul>
            {messages.map((message) => (
              <li key={message}>{message}</li>
            ))}
          </ul>
        </Box>
      ) : null}
    </div>
  );
}
