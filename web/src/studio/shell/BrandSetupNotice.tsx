import styled from 'styled-components';
import { Spinner } from '../../components/Spinner';
import { StudioPanel } from '../kit/surfaces';

const Panel = styled(StudioPanel)`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[4]};
  margin-bottom: ${({ theme }) => theme.space[6]};
  border-left: 4px solid ${({ theme }) => theme.colors.ochre};

  h2 {
    font-size: ${({ theme }) => theme.fontSizes.xl};
  }
  p {
    color: ${({ theme }) => theme.colors.inkMuted};
  }
`;

/** For a brand admin whose brands are not linked to the account yet. */
export function BrandSetupNotice() {
  return (
    <Panel role="status" aria-labelledby="brand-setup-title">
      <Spinner $size={32} aria-hidden="true" />
      <div>
        <h2 id="brand-setup-title">Loading Your Brands</h2>
        <p>We're setting up your brand dashboard. This may take a few moments on first login.</p>
      </div>
    </Panel>
  );
}
