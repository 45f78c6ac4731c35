import { useState } from 'react';
import styled from 'styled-components';

const Frame = styled.div`
  aspect-ratio: 4 / 5;
  overflow: hidden;
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.ivoryDeep};

  img {
    width: 100%;
    height: 100%;
    object-fit: cover;
  }
`;

const Unavailable = styled.div`
  display: grid;
  place-items: center;
  height: 100%;
  color: ${({ theme }) => theme.colors.inkMuted};
`;

/** The tailor's picture; a missing or broken image reads 'Image unavailable'. */
export function TailorImage({ src, alt }: { src: string | null; alt: string }) {
  const [broken, setBroken] = useState(false);
  return (
    <Frame>
      {src && !broken ? (
        <img src={src} alt={alt} onError={() => setBroken(true)} />
      ) : (
        <Unavailable role="img" aria-label={alt}>
          Image unavailable
        </Unavailable>
      )}
    </Frame>
  );
}
