import { graphql, useFragment } from 'react-relay';
import styled from 'styled-components';
import type { BrandVideo_brand$key } from '../../__generated__/BrandVideo_brand.graphql';
import { brandVideoProblem, VIDEO_ACCEPT } from './fileChecks';
import { FilePicker } from './FilePicker';
import { SectionPanel } from './SectionPanel';
import { UploadProgress } from './UploadProgress';
import { useBrandVideoUpload } from './useBrandVideoUpload';

const brandVideoFragment = graphql`
  fragment BrandVideo_brand on Brand {
    id
    name
    videoUrl
    videoThumbnail
  }
`;

const Player = styled.video`
  width: 100%;
  max-height: 20rem;
  border-radius: ${({ theme }) => theme.radii.sm};
  background: ${({ theme }) => theme.colors.indigo950};
`;

const Empty = styled.p`
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.inkMuted};
`;

/** The brand's optional video: what is there now, and a picker that uploads a new one (with progress). */
export function BrandVideo({ brand: brandKey, onChanged }: { brand: BrandVideo_brand$key; onChanged: () => void }) {
  const brand = useFragment(brandVideoFragment, brandKey);
  const { uploadVideo, progress } = useBrandVideoUpload();
  return (
    <SectionPanel title="Video" aside={<p>Optional. Shown on the brand&apos;s page.</p>}>
      {brand.videoUrl ? (
        <Player
          controls
          preload="metadata"
          src={brand.videoUrl}
          poster={brand.videoThumbnail ?? undefined}
          aria-label={`${brand.name} brand video`}
        />
      ) : (
        <Empty>No video yet.</Empty>
      )}
      <FilePicker
        label={brand.videoUrl ? 'Replace the video' : 'Upload a video'}
        name="video"
        accept={VIDEO_ACCEPT}
        hint="MP4, WebM or QuickTime, at most 50 MB."
        disabled={progress != null}
        problemOf={brandVideoProblem}
        onPick={(file) =>
          void uploadVideo(brand.id, file).then((uploaded) => {
            if (uploaded) onChanged();
          })
        }
      >
        {progress != null ? <UploadProgress label="Uploading brand video" fraction={progress} /> : null}
      </FilePicker>
    </SectionPanel>
  );
}
