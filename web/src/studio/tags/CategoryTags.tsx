import { SITE_CATEGORIES } from '@domain/categories';
import styled from 'styled-components';
import { Badge } from '../../components/Badge';
import { CategoryIcon } from '../../shell/header/CategoryIcon';

const Cards = styled.ul`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(min(100%, 17rem), 1fr));
  gap: ${({ theme }) => theme.space[4]};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Card = styled.li`
  display: grid;
  align-content: start;
  gap: ${({ theme }) => theme.space[2]};
  padding: ${({ theme }) => theme.space[4]};
  background: ${({ theme }) => theme.colors.paper};
  border: 1px solid ${({ theme }) => theme.colors.line};
  border-radius: ${({ theme }) => theme.radii.md};

  h3 {
    display: flex;
    align-items: center;
    gap: ${({ theme }) => theme.space[2]};
    font-size: ${({ theme }) => theme.fontSizes.lg};

    svg {
      flex: none;
      color: ${({ theme }) => theme.colors.indigo800};
    }
  }
  p {
    font-size: ${({ theme }) => theme.fontSizes.sm};
    color: ${({ theme }) => theme.colors.inkMuted};
  }
`;

const Facts = styled.dl`
  display: grid;
  grid-template-columns: auto minmax(0, 1fr);
  gap: 0.2rem ${({ theme }) => theme.space[3]};
  font-size: ${({ theme }) => theme.fontSizes.xs};

  dt {
    font-weight: 600;
    color: ${({ theme }) => theme.colors.inkSoft};
  }
  dd {
    margin: 0;
    overflow-wrap: anywhere;
    color: ${({ theme }) => theme.colors.inkMuted};
  }
`;

/** Every category of the one category list as its tag, icon, description and home-page call to action. */
export function CategoryTags() {
  return (
    <Cards>
      {SITE_CATEGORIES.map((category) => (
        <Card key={category.id}>
          <h3>
            <CategoryIcon name={category.icon} />
            {category.name}
          </h3>
          <div>
            <Badge>{category.name}</Badge>
          </div>
          <p>{category.description}</p>
          <Facts>
            <dt>id</dt>
            <dd>{category.id}</dd>
            <dt>icon</dt>
            <dd>{category.icon}</dd>
            <dt>homepageCta</dt>
            <dd>{category.homepageCta}</dd>
          </Facts>
        </Card>
      ))}
    </Cards>
  );
}
