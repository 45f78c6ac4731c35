import styled from 'styled-components';
import { BrandSetupNotice } from './BrandSetupNotice';
import { LeadsDashboard } from './dashboard/LeadsDashboard';
import { StudioPageHeader } from './StudioPageHeader';
import { StudioPanel } from './StudioPanel';
import { StudioSectionCards } from './StudioSectionCards';
import { useStudioViewer } from './StudioViewerContext';

const LeadsPanel = styled(StudioPanel)`
  margin-top: ${({ theme }) => theme.space[6]};

  h2 { font-size: ${({ theme }) => theme.fontSizes.xl}; margin-bottom: ${({ theme }) => theme.space[2]}; }
  a { font-weight: 600; color: ${({ theme }) => theme.colors.indigo700}; }
`;

/** /studio: the welcome, a notice while a brand admin's brands are being linked, shortcuts, and the leads dashboard. */
export function StudioHomePage() {
  const viewer = useStudioViewer();
  const awaitingBrands = viewer.role === 'brand_admin' && viewer.ownedBrands.length === 0;
  return (
    <>
      <StudioPageHeader eyebrow="Dashboard" title="Welcome to Adire Studio" lead="Manage your brands, products, and business operations" />
      {awaitingBrands ? <BrandSetupNotice /> : null}
      <StudioSectionCards />
      <LeadsPanel aria-labelledby="leads-title">
        <h2 id="leads-title">Leads &amp; Conversions</h2>
        <LeadsDashboard />
      </LeadsPanel>
    </>
  );
}
