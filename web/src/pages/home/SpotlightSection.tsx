import { isWebAddress, spotlightMedia } from '@features/spotlight/rules';
import type { ReactNode } from 'react';
import { graphql, useFragment } from 'react-relay';
import { Link } from 'react-router';
import styled from 'styled-components';
import { Container } from '../../components/Container';
import { Eyebrow } from '../../components/Eyebrow';
import { VisuallyHidden } from '../../components/VisuallyHidden';
import type { SpotlightSection_spotlight$key } from '../../__generated__/SpotlightSection_spotlight.graphql';

const spotlightFragment = graphql`
  fragment SpotlightSection_spotlight on Spotlight {
    title
    subtitle
    brandName
    brandDescription
    brandQuote
    brandQuoteAuthor
    brandLink
    mainImage
    mainPicture {
      processing
      failed
    }
    videoUrl
    videoThumbnail
    videoThumbnailPicture {
      processing
      failed
    }
    featuredProducts {
      name
      image
      picture {
        processing
        failed
      }
      collection
      product {
        id
      }
    }
  }
`;

const Section = styled.section`
  padding-block: ${({ theme }) => theme.space[9]};
  background: ${({ theme }) => theme.colors.ivoryDeep};
`;

const Layout = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[7]};
  align-items: center;

  ${({ theme }) => theme.media.lg} {
    grid-template-columns: 1fr 1fr;
  }
  video,
  img {
    width: 100%;
    aspect-ratio: 4 / 5;
    object-fit: cover;
    border-radius: ${({ theme }) => theme.radii.sm};
  }
`;

const Copy = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[4]};

  h2 {
    font-size: ${({ theme }) => theme.fontSizes['3xl']};
  }
  blockquote {
    margin: 0;
    font-family: ${({ theme }) => theme.fonts.display};
    font-size: ${({ theme }) => theme.fontSizes.xl};
    font-style: italic;
  }
  figcaption {
    color: ${({ theme }) => theme.colors.inkMuted};
  }
`;

const Featured = styled.ul`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(9rem, 1fr));
  gap: ${({ theme }) => theme.space[4]};
  margin: ${({ theme }) => theme.space[7]} 0 0;
  padding: 0;
  list-style: none;

  img {
    width: 100%;
    aspect-ratio: 1;
    object-fit: cover;
    border-radius: ${({ theme }) => theme.radii.sm};
  }
  p {
    font-size: ${({ theme }) => theme.fontSizes.sm};
  }
  span {
    font-size: ${({ theme }) => theme.fontSizes.xs};
    color: ${({ theme }) => theme.colors.inkMuted};
  }
`;

const CollectionLink = styled.p`
  a {
    font-weight: 600;
    color: ${({ theme }) => theme.colors.indigo800};
    text-decoration: underline;
    text-underline-offset: 0.2em;
  }
`;

/** 'See the Collection': a brand page of this site, or the brand's own site in a new tab. */
function BrandLink({ href, brandName }: { href: string; brandName: string }) {
  const children: ReactNode = 'See the Collection';
  return (
    <CollectionLink>
      {isWebAddress(href) ? (
        <a href={href} target="_blank" rel="noopener noreferrer">
          {children}
          <VisuallyHidden> of {brandName} (opens in a new tab)</VisuallyHidden>
        </a>
      ) : (
        <Link to={href}>
          {children}
          <VisuallyHidden> of {brandName}</VisuallyHidden>
        </Link>
      )}
    </CollectionLink>
  );
}

const shown = (picture: { processing: boolean; failed: boolean } | null | undefined) =>
  !picture?.processing && !picture?.failed;

/**
 * The designer spotlight: the brand's video (its thumbnail, else the main image, as the poster) or,
 * without one, the main image; their quote and a few featured pieces.
 */
export function SpotlightSection({ spotlight: key }: { spotlight: SpotlightSection_spotlight$key }) {
  const spotlight = useFragment(spotlightFragment, key);
  // An upload still being processed has nothing at its address yet: it is left out until it has.
  const media = spotlightMedia({
    ...spotlight,
    mainImage: shown(spotlight.mainPicture) ? spotlight.mainImage : null,
    videoThumbnail: shown(spotlight.videoThumbnailPicture) ? spotlight.videoThumbnail : null,
  });
  return (
    <Section aria-labelledby="spotlight-title">
      <Container>
        <Layout>
          {media.kind === 'video' ? (
            <video
              src={media.src}
              poster={media.poster ?? undefined}
              controls
              muted
              playsInline
              preload="metadata"
              aria-label={`${spotlight.brandName} film`}
            />
          ) : media.src ? (
            <img src={media.src} alt={spotlight.brandName} loading="lazy" />
          ) : null}
          <Copy>
            <Eyebrow>{spotlight.title}</Eyebrow>
            <h2 id="spotlight-title">{spotlight.brandName}</h2>
            {spotlight.subtitle ? <p>{spotlight.subtitle}</p> : null}
            {spotlight.brandQuote ? (
              <figure>
                <blockquote>{spotlight.brandQuote}</blockquote>
                {spotlight.brandQuoteAuthor ? <figcaption>{spotlight.brandQuoteAuthor}</figcaption> : null}
              </figure>
            ) : null}
            {spotlight.brandDescription ? <p>{spotlight.brandDescription}</p> : null}
            {spotlight.brandLink ? <BrandLink href={spotlight.brandLink} brandName={spotlight.brandName} /> : null}
          </Copy>
        </Layout>
        {spotlight.featuredProducts.length > 0 ? (
          <Featured aria-label="Featured products">
            {spotlight.featuredProducts.map((item, index) => {
              const content = (
                <>
                  {item.image && shown(item.picture) ? <img src={item.image} alt="" loading="lazy" /> : null}
                  <p>{item.name}</p>
                  {item.collection ? <span>{item.collection}</span> : null}
                </>
              );
              return (
                <li key={`${index}-${item.name}`}>
                  {item.product ? (
                    <Link to={`/product/${encodeURIComponent(item.product.id)}`}>{content}</Link>
                  ) : (
                    content
                  )}
                </li>
              );
            })}
          </Featured>
        ) : null}
      </Container>
    </Section>
  );
}
