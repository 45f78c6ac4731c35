import styled from 'styled-components';
import { BrandSetupNotice } from '../shell/BrandSetupNotice';
import { LeadsDashboard } from './LeadsDashboard';
import { StudioPageHeader } from '../kit/StudioPageHeader';
import { StudioPanel } from '../kit/surfaces';
import { StudioSectionCards } from '../shell/StudioSectionCards';
import { useStudioViewer } from '../shell/StudioViewerContext';

const LeadsPanel = styled(StudioPanel)`
  margin-top: ${({ theme }) => theme.space[6]};

  h2 {
    font-size: ${({ theme }) => theme.fontSizes.xl};
    margin-bottom: ${({ theme }) => theme.space[2]};
  }
  a {
    font-weight: 600;
    color: ${({ theme }) => theme.colors.indigo700};
  }
`;

/** /studio: the welcome, a notice while a brand admin's brands are being linked, shortcuts, and the leads dashboard. */
export function StudioHomePage() {
  const viewer = useStudioViewer();
  const awaitingBrands = viewer.role === 'brand_admin' && viewer.ownedBrands.length === 0;
  return (
    <>
      <StudioPageHeader
        eyebrow="Dashboard"
        title="Welcome to Adire Studio"
        lead="Manage your brands, products, and business operations"
      />
      {awaitingBrands ? <BrandSetupNotice /> : null}
      <StudioSectionCards />
      <LeadsPanel aria-labelledby="leads-title">
        <h2 id="leads-title">Leads &amp; Conversions</h2>
        <LeadsDashboard />
      </LeadsPanel>
    </>
  );
}
