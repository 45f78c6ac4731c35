import styled from 'styled-components';
import { ArrowRightIcon, TagIcon } from '../../components/icons';
import { LazyImage } from '../../components/LazyImage';
import type { SearchOption } from './searchResults';

/** Thumbnails are a fixed 3rem square, so rows never move as pictures arrive. */
export const THUMBNAIL_SIZE = '3rem';

const Thumb = styled.span`
  display: grid;
  place-items: center;
  width: ${THUMBNAIL_SIZE};
  height: ${THUMBNAIL_SIZE};
  overflow: hidden;
  border-radius: ${({ theme }) => theme.radii.sm};
  background: ${({ theme }) => theme.colors.ivoryDeep};
  color: ${({ theme }) => theme.colors.inkMuted};

  img {
    display: block;
    width: 100%;
    height: 100%;
    object-fit: cover;
  }
  svg {
    width: 1.1rem;
    height: 1.1rem;
  }
`;

const Text = styled.span`
  display: grid;
  gap: 0.1rem;
  min-width: 0;
`;

const Name = styled.span`
  overflow: hidden;
  text-overflow: ellipsis;
  white-space: nowrap;
  color: ${({ theme }) => theme.colors.ink};
`;

const Meta = styled.span`
  overflow: hidden;
  text-overflow: ellipsis;
  white-space: nowrap;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.inkMuted};
`;

/**
 * One result: thumbnail, name, then kind and detail. The picture's alt text is empty because the
 * name beside it already says what it shows.
 */
export function SearchResultRow({ option }: { option: SearchOption }) {
  const { thumbnail } = option;
  return (
    <>
      <Thumb data-testid="search-thumbnail">
        {thumbnail ? (
          <LazyImage
            src={thumbnail.src}
            srcSet={thumbnail.srcSet ?? undefined}
            sizes={THUMBNAIL_SIZE}
            width={48}
            height={48}
            alt=""
          />
        ) : option.group === 'Pages' ? (
          <ArrowRightIcon aria-hidden="true" />
        ) : (
          <TagIcon aria-hidden="true" />
        )}
      </Thumb>
      <Text>
        <Name>{option.label}</Name>
        <Meta>{option.detail ? `${option.kind} · ${option.detail}` : option.kind}</Meta>
      </Text>
    </>
  );
}
