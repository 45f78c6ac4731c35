import { ButtonLink } from '../../components/Button';
import { StudioPageHeader } from '../kit/StudioPageHeader';

export function StudioNotFound() {
  return (
    <>
      <StudioPageHeader title="Page not found" lead="This studio page does not exist." />
      <ButtonLink to="/studio">Back to Dashboard</ButtonLink>
    </>
  );
}
