import type { ReactNode } from 'react';
import styled from 'styled-components';
import { StudioPageHeader } from '../kit/StudioPageHeader';
import { studioPanelStyles } from '../kit/surfaces';
import { FormActions } from '../kit/formSections';

const Panel = styled.div`
  ${studioPanelStyles}
  display: grid;
  gap: ${({ theme }) => theme.space[4]};
  justify-items: start;

  p {
    color: ${({ theme }) => theme.colors.inkSoft};
  }
`;

interface EditStateNoticeProps {
  /** The screen's heading: 'Product Not Found', 'Loading Timeout'... */
  title: string;
  message: string;
  /** Links and buttons out of the state. */
  children?: ReactNode;
}

/** One of the edit screen's states other than the form: its heading, what happened and the ways on. */
export function EditStateNotice({ title, message, children }: EditStateNoticeProps) {
  return (
    <>
      <StudioPageHeader eyebrow="Catalogue" title={title} />
      <Panel role="alert">
        <p>{message}</p>
        {children ? <FormActions>{children}</FormActions> : null}
      </Panel>
    </>
  );
}
