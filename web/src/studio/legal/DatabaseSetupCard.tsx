import styled from 'styled-components';
import { AlertCircleIcon } from '../../components/icons';

const Card = styled.section`
  display: grid;
  grid-template-columns: auto minmax(0, 1fr);
  gap: ${({ theme }) => theme.space[3]};
  margin-bottom: ${({ theme }) => theme.space[5]};
  padding: ${({ theme }) => theme.space[5]};
  background: ${({ theme }) => theme.colors.ochreLight};
  border: 1px solid ${({ theme }) => theme.colors.ochre};
  border-left: 6px solid ${({ theme }) => theme.colors.ochre};
  border-radius: ${({ theme }) => theme.radii.md};
  color: ${({ theme }) => theme.colors.ink};

  > svg {
    width: 1.5rem;
    height: 1.5rem;
    color: ${({ theme }) => theme.colors.ochreDark};
  }
  h2 {
    margin-bottom: ${({ theme }) => theme.space[2]};
    font-size: ${({ theme }) => theme.fontSizes.xl};
    color: ${({ theme }) => theme.colors.ochreDark};
  }
  ol {
    display: grid;
    gap: ${({ theme }) => theme.space[2]};
    margin: ${({ theme }) => theme.space[3]} 0;
    padding-left: 1.3rem;
  }
  code {
    padding: 0.05rem 0.3rem;
    background: ${({ theme }) => theme.colors.paper};
    border-radius: ${({ theme }) => theme.radii.sm};
    font-size: 0.9em;
    overflow-wrap: anywhere;
  }
`;

/**
 * Spec section 8: a 500 on loading the documents shows an orange Database Setup Required card with
 * the setup steps, noting that the public pages show their default text meanwhile.
 */
export function DatabaseSetupCard() {
  return (
    <Card aria-labelledby="database-setup-title">
      <AlertCircleIcon aria-hidden="true" />
      <div>
        <h2 id="database-setup-title">Database Setup Required</h2>
        <p>The legal documents could not be read from the database. To set it up:</p>
        <ol>
          <li>
            Check that the API can reach PostgreSQL (<code>DATABASE_URL</code>) and restart it: migrations are applied
            at start-up, including the <code>legal_documents</code> table.
          </li>
          <li>
            Run <code>npm run db:seed</code> to add the first Terms of Service and Privacy Policy, or write them here
            with New Version once the list loads.
          </li>
          <li>Use Try Again below.</li>
        </ol>
        <p>Until then, the public Terms of Service and Privacy Policy pages show their default text.</p>
      </div>
    </Card>
  );
}
