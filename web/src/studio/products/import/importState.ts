import { graphql } from 'react-relay';

/** What the import screen follows of a check or import; spread unmasked into each document that reads it. */
export const importStateFragment = graphql`
  fragment importState_productImport on ProductImport {
    id
    status
    dryRun
    rowCount
    rowsChecked
    imagesTotal
    imagesStored
    created
    updated
    failureMessage
    problems {
      row
      column
      message
    }
  }
`;
