/** A review as the GraphQL documents of the REST routes select it. */
export interface ReviewNode {
  id: string;
  author: string;
  comment: string;
  rating: number;
  date: string;
  createdAt: string;
  replies: { id: string; adminName: string; replyText: string; createdAt: string; updatedAt: string }[];
}

export const REVIEW_FIELDS = 'id author comment rating date createdAt replies { id adminName replyText createdAt updatedAt }';

/** The spec's snake_case review shape. */
export const restReview = (brandId: string, r: ReviewNode) => ({
  id: r.id,
  brand_id: brandId,
  author: r.author,
  comment: r.comment,
  rating: r.rating,
  date: r.date,
  created_at: r.createdAt,
  replies: r.replies.map((x) => ({ id: x.id, admin_name: x.adminName, reply_text: x.replyText, created_at: x.createdAt, updated_at: x.updatedAt })),
});
