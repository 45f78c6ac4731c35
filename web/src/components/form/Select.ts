import styled from 'styled-components';
import { selectInputStyles } from './inputStyles';

/** The forms' drop-down: the same box, border and type as their text inputs. */
export const Select = styled.select`
  ${selectInputStyles}
`;
