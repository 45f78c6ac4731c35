import { graphql, useFragment } from 'react-relay';
import styled from 'styled-components';
import { Eyebrow } from '../../components/Eyebrow';
import type { BrandStory_brand$key } from '../../__generated__/BrandStory_brand.graphql';

const brandStoryFragment = graphql`
  fragment BrandStory_brand on Brand {
    name
    description
    longDescription
    foundedYear
  }
`;

const Wrapper = styled.section`
  display: grid;
  gap: ${({ theme }) => theme.space[4]};
  align-content: start;

  h2 {
    font-size: ${({ theme }) => theme.fontSizes['3xl']};
  }
`;

const Prose = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[4]};
  max-width: 44rem;
  line-height: 1.75;

  ${({ theme }) => theme.media.md} {
    font-size: ${({ theme }) => theme.fontSizes.lg};
  }
  color: ${({ theme }) => theme.colors.inkSoft};
`;

/** The designer's story: the long description, split into paragraphs. */
export function BrandStory({ brand: brandKey }: { brand: BrandStory_brand$key }) {
  const brand = useFragment(brandStoryFragment, brandKey);
  const paragraphs = (brand.longDescription ?? brand.description).split(/\n{2,}/).filter((text) => text.trim());

  return (
    <Wrapper aria-labelledby="brand-story-title">
      <Eyebrow>{brand.foundedYear ? `Since ${brand.foundedYear}` : 'The designer'}</Eyebrow>
      <h2 id="brand-story-title">About {brand.name}</h2>
      <Prose>
        {paragraphs.map((text, index) => (
          <p key={index}>{text}</p>
        ))}
      </Prose>
    </Wrapper>
  );
}
