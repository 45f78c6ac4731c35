import type { ReactNode } from 'react';
import styled from 'styled-components';

const Grid = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[6]};
  min-width: 0;

  ${({ theme }) => theme.media.xl} {
    grid-template-columns: minmax(0, 1fr) 20rem;
    align-items: start;
  }
`;

const Main = styled.div`
  min-width: 0;
`;

/** The form beside its live preview on wide screens; the preview under the form on narrower ones. */
export function BrandEditorLayout({ preview, children }: { preview: ReactNode; children: ReactNode }) {
  return (
    <Grid>
      <Main>{children}</Main>
      {preview}
    </Grid>
  );
}

/** The form's buttons, wrapping on phones. */
export const FormActions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[3]};
  margin-top: ${({ theme }) => theme.space[5]};
`;
