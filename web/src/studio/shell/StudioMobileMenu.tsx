import styled from 'styled-components';
import { CloseButton } from '../../components/CloseButton';
import { SlideInPanel } from '../../components/SlideInPanel';
import { StudioSidebarContent } from './StudioSidebarContent';

const Panel = styled(SlideInPanel)`
  width: min(86%, 18rem);
  padding: ${({ theme }) => `${theme.space[5]} ${theme.space[3]}`};
  background: ${({ theme }) => theme.colors.indigo950};
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
