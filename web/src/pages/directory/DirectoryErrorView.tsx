import styled from 'styled-components';
import { Button } from '../../components/Button';
import { RefreshIcon } from '../../components/icons';
import { BrandArtwork } from '../../components/BrandArtwork';
import { BrandCardLayout } from '../../components/brand/BrandCardLayout';
import { BrandGrid } from './BrandGrid';
import { SAMPLE_BRANDS } from './sampleBrands';
import { loadFailureMessage } from '../../relay/loadFailureMessage';

const Notice = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space[4]};
  margin-block: ${({ theme }) => theme.space[6]};
  padding: ${({ theme }) => theme.space[5]};
  border: 1px solid ${({ theme }) => theme.colors.terracottaLight};
  border-left: 4px solid ${({ theme }) => theme.colors.danger};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.paper};

  p {
    color: ${({ theme }) => theme.colors.inkSoft};
  }
  strong {
    display: block;
    color: ${({ theme }) => theme.colors.danger};
  }
`;

const SamplesHeading = styled.h2`
  margin-bottom: ${({ theme }) => theme.space[5]};
  font-size: ${({ theme }) => theme.fontSizes['2xl']};
`;

/** Shown when the directory fails to load: the error, a reload button and sample designers. */
export function DirectoryErrorView({ error }: { error: Error }) {
  return (
    <section aria-labelledby="directory-samples-title">
      <Notice role="alert">
        <p>
          <strong>We couldn't load the directory.</strong>
          {loadFailureMessage(error)}
        </p>
        <Button $variant="secondary" onClick={() => window.location.reload()}>
          <RefreshIcon />
          Refresh Page
        </Button>
      </Notice>
      <SamplesHeading id="directory-samples-title">A few of our designers</SamplesHeading>
      <BrandGrid $layout="grid">
        {SAMPLE_BRANDS.map((brand) => (
          <li key={brand.key}>
            <BrandCardLayout
              brand={brand}
              href={null}
              layout="grid"
              media={<BrandArtwork name={brand.name} palette={brand.palette} />}
            />
          </li>
        ))}
      </BrandGrid>
    </section>
  );
}
