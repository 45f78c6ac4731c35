import { Suspense, useState } from 'react';
import { graphql, useLazyLoadQuery } from 'react-relay';
import styled from 'styled-components';
import type { MobileMenuCategoriesQuery } from '../../__generated__/MobileMenuCategoriesQuery.graphql';
import { ErrorBoundary } from '../../components/ErrorBoundary';
import { categoryMenus } from './categoryMenus';
import { MenuAccordion } from './MenuAccordion';
import { MobileMenuSection } from './MobileMenuSection';
import { HEADER_MENUS, type NavMenu } from './navigation';
import { useFreshFetchPolicy } from '../../relay/freshFetchPolicy';

const mobileMenuCategoriesQuery = graphql`
  query MobileMenuCategoriesQuery {
    navigationCategories {
      label
      slug
      brandCount
    }
  }
`;

const LoadingNote = styled.p`
  padding: 0.7rem 0;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.inkMuted};
`;

interface OneOpenAccordion {
  openMenu: string | null;
  onToggle: (label: string) => void;
}

function CategoryAccordions({ menus, openMenu, onToggle }: OneOpenAccordion & { menus: readonly NavMenu[] }) {
  return (
    <MobileMenuSection>
      <h3>Categories</h3>
      <ul>
        {menus.map((menu) => (
          <MenuAccordion
            key={menu.label}
            menu={menu}
            open={openMenu === menu.label}
            onToggle={() => onToggle(menu.label)}
          />
        ))}
      </ul>
    </MobileMenuSection>
  );
}

function LoadingCategories() {
  return (
    <MobileMenuSection aria-busy="true">
      <h3>Categories</h3>
      <LoadingNote role="status">Loading categories…</LoadingNote>
    </MobileMenuSection>
  );
}

function LoadedCategories(accordion: OneOpenAccordion) {
  const { navigationCategories } = useLazyLoadQuery<MobileMenuCategoriesQuery>(
    mobileMenuCategoriesQuery,
    {},
    { fetchPolicy: useFreshFetchPolicy(mobileMenuCategoriesQuery, {}, 'medium') },
  );
  // Without brands there is nothing to browse by category.
  if (navigationCategories.length === 0) return null;
  return <CategoryAccordions menus={categoryMenus(navigationCategories)} {...accordion} />;
}

/**
 * The mobile menu's Categories: Collections lists the categories that have brands, loaded when the
 * menu opens; if they cannot be loaded, the static menus stand in. One accordion is open at a time.
 */
export function MobileMenuCategories() {
  const [openMenu, setOpenMenu] = useState<string | null>(null);
  const accordion: OneOpenAccordion = {
    openMenu,
    onToggle: (label) => setOpenMenu((current) => (current === label ? null : label)),
  };
  return (
    <ErrorBoundary fallback={() => <CategoryAccordions menus={HEADER_MENUS} {...accordion} />}>
      <Suspense fallback={<LoadingCategories />}>
        <LoadedCategories {...accordion} />
      </Suspense>
    </ErrorBoundary>
  );
}
