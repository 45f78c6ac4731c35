import { useEffect, useId, useRef, type MouseEvent } from 'react';
import { createPortal } from 'react-dom';
import styled, { keyframes } from 'styled-components';
import { CloseIcon, SearchIcon } from '../../components/icons';
import { breakpoints } from '../../components/theme/tokens';
import { useBodyScrollLock } from '../../hooks/useBodyScrollLock';
import { useFocusTrap } from '../../hooks/useFocusTrap';
import { useMediaQuery } from '../../hooks/useMediaQuery';
import { HeaderIconButton } from './HeaderIconButton';
import { MenuLink } from './mobileMenuParts';
import { MobileAccountSection } from './MobileAccountSection';
import { MobileMenuCategories } from './MobileMenuCategories';
import { MobileMenuSection as Section } from './MobileMenuSection';
import { ABOUT_LINKS } from './navigation';

const slideIn = keyframes`from { transform: translateX(100%); } to { transform: none; }`;

const Backdrop = styled.div`
  position: fixed;
  inset: 0;
  z-index: ${({ theme }) => theme.zIndices.overlay};
  background: rgba(15, 20, 48, 0.5);
`;

const Panel = styled.div`
  position: fixed;
  inset: 0 0 0 auto;
  z-index: ${({ theme }) => theme.zIndices.overlay + 1};
  width: min(100%, 24rem);
  overflow-y: auto;
  padding: ${({ theme }) => `${theme.space[4]} ${theme.space[5]} ${theme.space[7]}`};
  background: ${({ theme }) => theme.colors.ivory};
  color: ${({ theme }) => theme.colors.ink};
  animation: ${slideIn} ${({ theme }) => theme.motion.slow} ${({ theme }) => theme.motion.easing};
`;

const TopRow = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  margin-bottom: ${({ theme }) => theme.space[4]};

  h2 { font-size: ${({ theme }) => theme.fontSizes.xl}; }
`;

const SearchRow = styled.button`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[3]};
  width: 100%;
  margin-bottom: ${({ theme }) => theme.space[4]};
  padding: 0.8rem 1rem;
  border: 1px solid ${({ theme }) => theme.colors.lineStrong};
  border-radius: ${({ theme }) => theme.radii.sm};
  background: ${({ theme }) => theme.colors.paper};
  color: ${({ theme }) => theme.colors.inkMuted};
`;

interface MobileMenuProps {
  onClose: () => void;
  onSearch: () => void;
}

/** The small-screen menu: a focus-trapping panel that closes itself at desktop widths. */
export function MobileMenu({ onClose, onSearch }: MobileMenuProps) {
  const panelRef = useRef<HTMLDivElement>(null);
  const titleId = useId();
  const isDesktop = useMediaQuery(`(min-width: ${breakpoints.lg}px)`);
  useFocusTrap(panelRef, true, onClose);
  useBodyScrollLock(true);

  useEffect(() => {
    if (isDesktop) onClose();
  }, [isDesktop, onClose]);

  // Following any link inside closes the menu.
  const closeOnLink = (event: MouseEvent) => {
    if ((event.target as HTMLElement).closest('a')) onClose();
  };

  return createPortal(
    <>
      <Backdrop onClick={onClose} />
      <Panel ref={panelRef} role="dialog" aria-modal="true" aria-labelledby={titleId} onClick={closeOnLink}>
        <TopRow>
          <h2 id={titleId}>Menu</h2>
          <HeaderIconButton type="button" aria-label="Close menu" onClick={onClose}>
            <CloseIcon />
          </HeaderIconButton>
        </TopRow>
        <SearchRow
          type="button"
          onClick={() => {
            onClose();
            onSearch();
          }}
        >
          <SearchIcon aria-hidden="true" />
          Search designers
        </SearchRow>
        <nav aria-label="Mobile">
          <Section>
            <h3>About</h3>
            <ul>
              {ABOUT_LINKS.map((link) => (
                <li key={link.href}>
                  <MenuLink to={link.href}>{link.label}</MenuLink>
                </li>
              ))}
            </ul>
          </Section>
          <MobileMenuCategories />
          <Section>
            <h3>Account</h3>
            <MobileAccountSection onSignOut={onClose} />
          </Section>
        </nav>
      </Panel>
    </>,
    document.body,
  );
}
