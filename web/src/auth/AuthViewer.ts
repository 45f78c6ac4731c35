import { graphql } from 'react-relay';
import type { AuthViewerQuery$data } from '../__generated__/AuthViewerQuery.graphql';

/** What the app needs to know about the signed-in user everywhere: names, role and permissions. */
export const authViewerQuery = graphql`
  query AuthViewerQuery {
    viewer {
      id
      email
      firstName
      lastName
      role
      permissions
      ownedBrands {
        id
      }
    }
  }
`;

export type Viewer = NonNullable<AuthViewerQuery$data['viewer']>;
export type Role = Viewer['role'];
