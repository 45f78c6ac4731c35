import { useId } from 'react';
import styled from 'styled-components';
import { CloseIcon, SearchIcon } from '../../components/icons';
import { SlideInPanel } from '../../components/SlideInPanel';
import { HeaderIconButton } from './HeaderIconButton';
import { MenuLink } from './mobileMenuParts';
import { MobileAccountSection } from './MobileAccountSection';
import { MobileMenuCategories } from './MobileMenuCategories';
import { MobileMenuSection as Section } from './MobileMenuSection';
import { ABOUT_LINKS } from './navigation';

const Panel = styled(SlideInPanel)`
  width: min(100%, 24rem);
  padding: ${({ theme }) => `${theme.space[4]} ${theme.space[5]} ${theme.space[7]}`};
  background: ${({ theme }) => theme.colors.ivory};
  color: ${({ theme }) => theme.colors.ink};
`;

const TopRow = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  margin-bottom: ${({ theme }) => theme.space[4]};

  h2 {
    font-size: ${({ theme }) => theme.fontSizes.xl};
  }
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
  const titleId = useId();

  return (
    <Panel side="right" shade={0.5} onClose={onClose} aria-labelledby={titleId}>
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
  );
}
