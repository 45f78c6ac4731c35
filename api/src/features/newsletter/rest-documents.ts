// The GraphQL documents the newsletter's /api routes run.

export const SUBSCRIBER_FIELDS =
  'databaseId email firstName lastName subscriptionStatus source subscribedAt unsubscribedAt emailCount';

export interface SubscriberNode {
  databaseId: string;
  email: string;
  firstName: string | null;
  lastName: string | null;
  subscriptionStatus: string;
  source: string;
  subscribedAt: string;
  unsubscribedAt: string | null;
  emailCount: number;
}

export interface SubscriberPage {
  newsletterSubscribers: {
    totalCount: number;
    edges: { cursor: string; node: SubscriberNode }[];
    pageInfo: { hasNextPage: boolean; endCursor: string | null };
  };
}

export const SUBSCRIBE = /* GraphQL */ `
  mutation RestNewsletterSubscribe($input: SubscribeToNewsletterInput!) {
    subscribeToNewsletter(input: $input) {
      message
      alreadySubscribed
    }
  }
`;

export const LIST = /* GraphQL */ `
  query RestNewsletterSubscribers($first: Int!, $after: String, $filter: NewsletterSubscriberFilter) {
    newsletterSubscribers(first: $first, after: $after, filter: $filter) {
      totalCount
      edges { cursor node { ${SUBSCRIBER_FIELDS} } }
      pageInfo { hasNextPage endCursor }
    }
  }
`;

/** Only the cursors: how a page number is turned into a position in the connection. */
export const CURSORS = /* GraphQL */ `
  query RestNewsletterSubscriberCursors($first: Int!, $after: String, $filter: NewsletterSubscriberFilter) {
    newsletterSubscribers(first: $first, after: $after, filter: $filter) {
      edges {
        cursor
      }
    }
  }
`;

export const STATS = /* GraphQL */ `
  query RestNewsletterStats {
    newsletterStats {
      total
      active
      thisMonth
      unsubscribed
      growth
    }
  }
`;

export const SET_STATUS = /* GraphQL */ `
  mutation RestSetSubscriptionStatus($input: SetSubscriptionStatusInput!) {
    setSubscriptionStatus(input: $input) { subscriber { ${SUBSCRIBER_FIELDS} } }
  }
`;

export const UNSUBSCRIBE = /* GraphQL */ `
  mutation RestNewsletterUnsubscribe($token: String!) {
    unsubscribeFromNewsletter(token: $token) {
      message
      alreadyUnsubscribed
    }
  }
`;

/** A subscriber as the REST answers spell it (spec section 3). */
export const restSubscriber = (s: SubscriberNode) => ({
  id: s.databaseId,
  email: s.email,
  first_name: s.firstName,
  last_name: s.lastName,
  subscription_status: s.subscriptionStatus,
  source: s.source,
  subscribed_at: s.subscribedAt,
  unsubscribed_at: s.unsubscribedAt,
  email_count: s.emailCount,
});
