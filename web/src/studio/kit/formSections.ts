import styled from 'styled-components';
import { Button } from '../../components/Button';
import { studioPanelStyles } from './surfaces';

/** One titled part of a studio form: a white card, a fieldset whose legend names the fields in it ('Pricing'). */
export const FormSection = styled.fieldset`
  ${studioPanelStyles}
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: ${({ theme }) => theme.space[4]};
  min-width: 0;
  margin: 0;

  > legend {
    float: left;
    width: 100%;
    padding: 0;
    margin-bottom: ${({ theme }) => theme.space[1]};
    font-family: ${({ theme }) => theme.fonts.display};
    font-size: ${({ theme }) => theme.fontSizes.xl};
    font-weight: 600;
    color: ${({ theme }) => theme.colors.indigo900};
  }
  > legend + * {
    clear: both;
  }
`;

/** Fields side by side from small screens up, stacked on phones. */
export const FieldRow = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  align-items: start;
  gap: ${({ theme }) => theme.space[4]};
  min-width: 0;

  ${({ theme }) => theme.media.sm} {
    grid-template-columns: repeat(auto-fit, minmax(12rem, 1fr));
  }
`;

/** A group of checkboxes or radio cards, its legend styled as the field's label (categories, specialties). */
export const ChoiceGroup = styled.fieldset<{ $gap?: 2 | 3 }>`
  display: grid;
  gap: ${({ $gap = 2, theme }) => theme.space[$gap]};
  min-width: 0;
  margin: 0;
  padding: 0;
  border: 0;

  > legend {
    padding: 0;
    margin-bottom: ${({ theme }) => theme.space[2]};
    font-size: ${({ theme }) => theme.fontSizes.sm};
    font-weight: 600;
    color: ${({ theme }) => theme.colors.inkSoft};
  }
`;

/** A studio form: its sections one under another. */
export const StudioForm = styled.form`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: ${({ theme }) => theme.space[5]};
  min-width: 0;
`;

/** A form's (or notice's) buttons, in a row that wraps. */
export const FormActions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[3]};
`;

/** A destructive action (Delete …): red on white, filled red on hover. */
export const DangerButton = styled(Button)`
  color: ${({ theme }) => theme.colors.danger};
  border-color: ${({ theme }) => theme.colors.danger};

  &:hover {
    background: ${({ theme }) => theme.colors.danger};
    border-color: ${({ theme }) => theme.colors.danger};
    color: ${({ theme }) => theme.colors.white};
  }
`;

/** A detail form's Delete, at the far end of its actions. */
export const DeleteButton = styled(Button)`
  margin-left: auto;
  color: ${({ theme }) => theme.colors.danger};
  border-color: ${({ theme }) => theme.colors.danger};
`;
