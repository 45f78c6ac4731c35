import { Link } from 'react-router';
import styled, { css } from 'styled-components';
import { CloseButton } from '../../components/CloseButton';
import { ArrowLeftIcon } from '../../components/icons';
import { SlideInPanel } from '../../components/SlideInPanel';
import { VisuallyHidden } from '../../components/VisuallyHidden';
import { StudioNavList } from './StudioNavList';

/** The dark ground of the sidebar and of the mobile menu. */
export const sidebarGround = css`
  padding: ${({ theme }) => `${theme.space[5]} ${theme.space[3]}`};
  background: ${({ theme }) => theme.colors.indigo950};
`;

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

const BrandLink = styled(Link)`
  display: inline-flex;
  align-items: baseline;
  gap: 0.5rem;
  color: ${({ theme }) => theme.colors.ivory};
  text-decoration: none;

  strong {
    font-family: ${({ theme }) => theme.fonts.display};
    font-size: 1.6rem;
    font-weight: 600;
    letter-spacing: 0.18em;
    text-transform: uppercase;
  }
  span {
    font-size: ${({ theme }) => theme.fontSizes.xs};
    font-weight: 600;
    letter-spacing: 0.22em;
    text-transform: uppercase;
    color: ${({ theme }) => theme.colors.ochre};
  }
`;

const BackLink = styled(Link)`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]};
  padding: 0.55rem ${({ theme }) => theme.space[3]};
  border-radius: ${({ theme }) => theme.radii.sm};
  color: ${({ theme }) => theme.colors.indigo100};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  text-decoration: none;

  svg {
    width: 1.1rem;
    height: 1.1rem;
  }
  &:hover {
    background: rgba(255, 255, 255, 0.07);
    color: ${({ theme }) => theme.colors.white};
  }
`;

/** The studio's wordmark (it leads to the dashboard), section links and 'Back to Site': the same in the sidebar and the mobile menu. */
export function StudioSidebarContent() {
  return (
    <Column>
      <Top>
        <BrandLink to="/studio">
          <strong>Adire</strong> <span>Studio</span>
          <VisuallyHidden> dashboard</VisuallyHidden>
        </BrandLink>
      </Top>
      <StudioNavList />
      <Bottom>
        <BackLink to="/">
          <ArrowLeftIcon />
          Back to Site
        </BackLink>
      </Bottom>
    </Column>
  );
}

const Panel = styled(SlideInPanel)`
  ${sidebarGround}
  width: min(86%, 18rem);
`;

const Close = styled(CloseButton)`
  right: ${({ theme }) => theme.space[3]};
  color: ${({ theme }) => theme.colors.indigo100};

  &:hover {
    background: rgba(255, 255, 255, 0.1);
  }
`;

/** The studio navigation as a slide-in panel on small screens: traps focus, closes at desktop widths. */
export function StudioMobileMenu({ onClose }: { onClose: () => void }) {
  return (
    <Panel side="left" shade={0.55} onClose={onClose} aria-label="Studio menu">
      <StudioSidebarContent />
      <Close label="Close menu" onClick={onClose} />
    </Panel>
  );
}
