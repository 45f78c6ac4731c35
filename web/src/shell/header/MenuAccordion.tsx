import { useId } from 'react';
import { Link } from 'react-router';
import styled from 'styled-components';
import { ChevronDownIcon } from '../../components/icons';
import { brandCountText } from './categoryMenus';
import { CategoryIcon } from './CategoryIcon';
import { rowStyles } from './mobileMenuParts';
import type { NavMenu, NavMenuItem } from './navigation';

const SubLink = styled(Link)`
  ${rowStyles}
  padding: 0.5rem 0 0.5rem ${({ theme }) => theme.space[4]};
  color: ${({ theme }) => theme.colors.inkSoft};
`;

const Label = styled.span`
  display: inline-flex;
  align-items: center;
  gap: 0.5rem;

  svg {
    flex: none;
    width: 1.1rem;
    height: 1.1rem;
    color: ${({ theme }) => theme.colors.indigo800};
  }
`;

const Count = styled.span`
  color: ${({ theme }) => theme.colors.inkMuted};
`;

const RowButton = styled.button`
  ${rowStyles}
  color: ${({ theme }) => theme.colors.indigo900};
  font-size: ${({ theme }) => theme.fontSizes.lg};
  font-family: ${({ theme }) => theme.fonts.display};

  svg {
    transition: transform ${({ theme }) => theme.motion.base};
  }
  &[aria-expanded='true'] svg {
    transform: rotate(180deg);
  }
`;

/** A menu link; with a brand count it shows 'Bridal (4)' and is announced as 'Bridal, 4 brands'. */
function MenuItemLink({ item }: { item: NavMenuItem }) {
  const icon = item.icon ? <CategoryIcon name={item.icon} /> : null;
  if (item.brandCount === undefined)
    return (
      <SubLink to={item.href}>
        <Label>
          {icon}
          {item.label}
        </Label>
      </SubLink>
    );
  return (
    <SubLink to={item.href} aria-label={`${item.label}, ${brandCountText(item.brandCount)}`}>
      <Label>
        {icon}
        <span>
          {item.label} <Count>({item.brandCount})</Count>
        </span>
      </Label>
    </SubLink>
  );
}

/** One menu of the mobile menu: a button that shows or hides the menu's links. */
export function MenuAccordion({ menu, open, onToggle }: { menu: NavMenu; open: boolean; onToggle: () => void }) {
  const listId = useId();
  return (
    <li>
      <RowButton type="button" aria-expanded={open} aria-controls={listId} onClick={onToggle}>
        {menu.label}
        <ChevronDownIcon />
      </RowButton>
      <ul id={listId} hidden={!open}>
        {[menu.overview, ...menu.items].map((item) => (
          <li key={item.href}>
            <MenuItemLink item={item} />
          </li>
        ))}
      </ul>
    </li>
  );
}
