import styled from 'styled-components';

/**
 * Content for screen readers only. An absolutely placed box still counts towards the scrollable area
 * of its containing block, so wherever this sits inside a sideways scroller, an ancestor within the
 * scroller must be positioned (the card frames and the price line are): otherwise the 1px box is
 * placed against the page and widens it.
 */
export const VisuallyHidden = styled.span`
  position: absolute !important;
  width: 1px;
  height: 1px;
  padding: 0;
  margin: -1px;
  overflow: hidden;
  clip: rect(0 0 0 0);
  clip-path: inset(50%);
  white-space: nowrap;
  border: 0;
`;
