import { useState } from 'react';
import { graphql, useFragment } from 'react-relay';
import styled from 'styled-components';
import { BrandArtwork } from '../../components/BrandArtwork';
import { LazyImage } from '../../components/LazyImage';
import type {
  ProductGallery_product$data,
  ProductGallery_product$key,
} from '../../__generated__/ProductGallery_product.graphql';
import { defaultGalleryIndex, galleryItems, type GalleryItem } from './galleryItems';
import { STAGE_SIZES, THUMB_SIZES } from './productImageSlots';

const productGalleryFragment = graphql`
  fragment ProductGallery_product on Product {
    title
    image
    images
    responsiveImages {
      url
      srcSet
      processing
      failed
      sources {
        type
        srcSet
      }
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
  gap: ${({ theme }) => theme.space[2]};
  align-content: start;
  min-width: 0;

  ${({ theme }) => theme.media.md} {
    gap: ${({ theme }) => theme.space[3]};
  }
`;

/*
 * 4:5 like the product cards, but never taller than part of the screen: on a phone the price and
 * the order buttons must still fit under it on the first screen (390 x 844 holds them with 38svh).
 */
const Stage = styled.div`
  width: 100%;
  aspect-ratio: 4 / 5;
  max-height: 38svh;
  overflow: hidden;
  border-radius: ${({ theme }) => theme.radii.sm};
  background: ${({ theme }) => theme.colors.ivoryDeep};
  box-shadow: ${({ theme }) => theme.shadows.soft};

  ${({ theme }) => theme.media.md} {
    max-height: 80svh;
    box-shadow: ${({ theme }) => theme.shadows.raised};
  }

  & > img,
  & > video,
  & > [role='img'] {
    display: block;
    width: 100%;
    height: 100%;
    object-fit: cover;
    font-size: 2.4rem;
  }
`;

const Thumbs = styled.ul`
  display: flex;
  gap: ${({ theme }) => theme.space[2]};
  margin: 0;
  padding: 0 0 2px;
  list-style: none;
  overflow-x: auto;
  scroll-snap-type: x mandatory;
  scrollbar-width: thin;

  li {
    flex: none;
    scroll-snap-align: start;
  }
  button {
    display: grid;
    grid-template: 100% / 100%;
    place-items: center;
    width: 3rem;
    height: 3rem;
    padding: 0;
    overflow: hidden;
    border: 2px solid transparent;
    border-radius: ${({ theme }) => theme.radii.sm};
    background: ${({ theme }) => theme.colors.ivoryDeep};
    font-size: ${({ theme }) => theme.fontSizes.xs};
    font-weight: 600;
    color: ${({ theme }) => theme.colors.indigo800};
  }
  ${({ theme }) => theme.media.md} {
    flex-wrap: wrap;
    overflow-x: visible;

    button {
      width: 4.5rem;
      height: 4.5rem;
    }
  }
  button[aria-pressed='true'] {
    border-color: ${({ theme }) => theme.colors.indigo800};
  }
  img {
    display: block;
    width: 100%;
    height: 100%;
    object-fit: cover;
  }
`;

type ResponsiveImage = ProductGallery_product$data['responsiveImages'][number];

interface StageContentProps {
  item: GalleryItem | undefined;
  title: string;
  variantsOf: (url: string) => ResponsiveImage | undefined;
}

/** An upload still being processed (or that could not be) has nothing at its address yet. */
const notShown = (image: ResponsiveImage | undefined) => !!image && (image.processing || image.failed);

/** The selected item; the first image is the page's largest paint, so it loads at once and first. */
function StageContent({ item, title, variantsOf }: StageContentProps) {
  if (!item || (item.kind === 'image' && notShown(variantsOf(item.url)))) return <BrandArtwork name={title} />;
  if (item.kind === 'video')
    return (
      <video src={item.url} poster={item.poster ?? undefined} controls muted playsInline aria-label={item.label} />
    );
  return (
    <LazyImage
      key={item.url}
      eager
      src={item.url}
      srcSet={variantsOf(item.url)?.srcSet ?? undefined}
      sources={variantsOf(item.url)?.sources}
      sizes={STAGE_SIZES}
      alt={item.label}
      data-testid="product-main-image"
    />
  );
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
  const variants = new Map(product.responsiveImages.map((image) => [image.url, image]));
  const variantsOf = (url: string) => variants.get(url);
  const [selected, setSelected] = useState(() => defaultGalleryIndex(items));
  const current = items.find((item) => item.index === selected);
  return (
    <Wrapper>
      <Stage>
        <StageContent item={current} title={product.title} variantsOf={variantsOf} />
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
                {item.kind === 'image' && notShown(variantsOf(item.url)) ? null : item.kind === 'image' ? (
                  <LazyImage
                    src={item.url}
                    srcSet={variantsOf(item.url)?.srcSet ?? undefined}
                    sources={variantsOf(item.url)?.sources}
                    sizes={THUMB_SIZES}
                    alt=""
                  />
                ) : item.poster ? (
                  <LazyImage src={item.poster} alt="" />
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
