import styled from 'styled-components';

/** The vertical stack of fields and actions inside an AccountCard. */
export const AccountForm = styled.form`
  display: grid;
  gap: ${({ theme }) => theme.space[4]};
`;

export const FormRow = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space[3]};
  font-size: ${({ theme }) => theme.fontSizes.sm};

  a {
    color: ${({ theme }) => theme.colors.indigo800};
    font-weight: 600;
  }
`;
