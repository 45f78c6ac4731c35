import { useEffect, useState } from 'react';
import { loadTileImages, type TileImages } from './homeTileImages';

/** The tile pictures once they arrive; empty while loading and when they do not arrive in time. */
export function useTileImages(): TileImages {
  const [images, setImages] = useState<TileImages>({});
  useEffect(() => loadTileImages(setImages), []);
  return images;
}
