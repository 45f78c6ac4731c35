import styled from 'styled-components';
import { ProfileLoader } from '../../components/account/ProfileLoader';
import { StudioPageHeader } from '../kit/StudioPageHeader';
import { StudioPanel } from '../kit/surfaces';

const Panel = styled(StudioPanel)`
  max-width: 40rem;
`;

/** /studio/profile: the same profile form as the site's, inside the studio. */
export function StudioProfilePage() {
  return (
    <>
      <StudioPageHeader eyebrow="Account" title="Profile" lead="Your name as customers and the Adire team see it." />
      <Panel>
        <ProfileLoader signInReturnPath="/studio/profile" />
      </Panel>
    </>
  );
}
