import { useState } from 'react';
import { graphql, useFragment } from 'react-relay';
import styled from 'styled-components';
import { BrandArtwork } from '../../components/BrandArtwork';
import type { ProductGallery_product$key } from '../../__generated__/ProductGallery_product.graphql';
import { defaultGalleryIndex, galleryItems, type GalleryItem } from './galleryItems';

const productGalleryFragment = graphql`
  fragment ProductGallery_product on Product {
    title
    image
    images
    responsiveImages {
      url
      srcSet
    }
    galleryVideo {
      url
      thumbnail
      source
    }
  }
`;

const Wrapper = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[3]};
  align-content: start;
`;

const Stage = styled.div`
  aspect-ratio: 4 / 5;
  overflow: hidden;
  border-radius: ${({ theme }) => theme.radii.sm};
  background: ${({ theme }) => theme.colors.ivoryDeep};
  box-shadow: ${({ theme }) => theme.shadows.raised};

  & > img,
  & > video,
  & > [role='img'] {
    width: 100%;
    height: 100%;
    object-fit: cover;
    font-size: 2.4rem;
  }
`;

const Thumbs = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[2]};
  margin: 0;
  padding: 0;
  list-style: none;

  button {
    display: grid;
    place-items: center;
    width: 4.5rem;
    height: 4.5rem;
    padding: 0;
    overflow: hidden;
    border: 2px solid transparent;
    border-radius: ${({ theme }) => theme.radii.sm};
    background: ${({ theme }) => theme.colors.ivoryDeep};
    font-size: ${({ theme }) => theme.fontSizes.xs};
    font-weight: 600;
    color: ${({ theme }) => theme.colors.indigo800};
  }
  button[aria-pressed='true'] {
    border-color: ${({ theme }) => theme.colors.indigo800};
  }
  img {
    width: 100%;
    height: 100%;
    object-fit: cover;
  }
`;

/** The stage is the page's main column on a phone and about half of a desktop page. */
const STAGE_SIZES = '(min-width: 64rem) 36rem, 100vw';

interface StageContentProps {
  item: GalleryItem | undefined;
  title: string;
  srcSetOf: (url: string) => string | undefined;
}

function StageContent({ item, title, srcSetOf }: StageContentProps) {
  if (!item) return <BrandArtwork name={title} />;
  if (item.kind === 'video')
    return (
      <video src={item.url} poster={item.poster ?? undefined} controls muted playsInline aria-label={item.label} />
    );
  const srcSet = srcSetOf(item.url);
  return <img src={item.url} srcSet={srcSet} sizes={srcSet ? STAGE_SIZES : undefined} alt={item.label} />;
}

/** The product video (index -1) or brand spotlight video (-2), then the images (0 and up). */
export function ProductGallery({ product: productKey }: { product: ProductGallery_product$key }) {
  const product = useFragment(productGalleryFragment, productKey);
  const items = galleryItems({
    title: product.title,
    image: product.image ?? null,
    images: product.images,
    video: product.galleryVideo ?? null,
  });
  const srcSets = new Map(product.responsiveImages.map((image) => [image.url, image.srcSet ?? undefined]));
  const srcSetOf = (url: string) => srcSets.get(url);
  const [selected, setSelected] = useState(() => defaultGalleryIndex(items));
  const current = items.find((item) => item.index === selected);
  return (
    <Wrapper>
      <Stage>
        <StageContent item={current} title={product.title} srcSetOf={srcSetOf} />
      </Stage>
      {items.length > 1 ? (
        <Thumbs aria-label="Gallery">
          {items.map((item) => (
            <li key={item.index}>
              <button
                type="button"
                aria-label={`Show ${item.label}`}
                aria-pressed={item.index === selected}
                onClick={() => setSelected(item.index)}
              >
                {item.kind === 'image' ? (
                  <img src={item.url} srcSet={srcSetOf(item.url)} sizes="4.5rem" alt="" />
                ) : item.poster ? (
                  <img src={item.poster} alt="" />
                ) : (
                  'Video'
                )}
              </button>
            </li>
          ))}
        </Thumbs>
      ) : null}
    </Wrapper>
  );
}
