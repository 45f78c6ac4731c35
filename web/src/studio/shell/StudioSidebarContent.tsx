import styled from 'styled-components';
import { BackToSiteLink } from './BackToSiteLink';
import { StudioBrand } from './StudioBrand';
import { StudioNavList } from './StudioNavList';

const Column = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[5]};
  min-height: 100%;
`;

const Top = styled.div`
  padding: 0 ${({ theme }) => theme.space[3]};
`;

const Bottom = styled.div`
  margin-top: auto;
  padding-top: ${({ theme }) => theme.space[4]};
  border-top: 1px solid rgba(255, 255, 255, 0.1);
`;

/** Wordmark, section links and 'Back to Site': the same in the sidebar and the mobile menu. */
export function StudioSidebarContent() {
  return (
    <Column>
      <Top>
        <StudioBrand />
      </Top>
      <StudioNavList />
      <Bottom>
        <BackToSiteLink />
      </Bottom>
    </Column>
  );
}
