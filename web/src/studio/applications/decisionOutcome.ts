import { brandsPaths } from '../brands/paths';

/** What a saved status change returned, as decisionOutcome needs it. */
export interface DecisionResult {
  brandName: string;
  designerName: string;
  email: string;
  /** The status before the change and after it. */
  previousStatus: string;
  status: string;
  /** The brand the approval created (or linked). */
  brand: { id: string; name: string } | null;
  /** The payload's applicantMailed: this change mailed the applicant. */
  applicantMailed: boolean;
  /** A reply to a rejection was asked for (the dialog's checkbox). */
  replyRequested: boolean;
}

export interface DecisionOutcome {
  /** 'Amara Couture approved' */
  title: string;
  /** The brand to open in the studio, after an approval. */
  brand: { name: string; href: string } | null;
  /** Whether (and how) the designer heard about it. */
  mail: string;
  /** The mail that should have gone out did not: shown as a warning. */
  mailFailed: boolean;
}

/** The studio page of a brand, by its global id. */

/**
 * What to tell the reviewer after a decision beyond the toast: for a new approval, the brand it
 * made and whether the designer was e-mailed; for a rejection with a reply asked for, whether the
 * reply went out. Other changes need no more than the toast (null).
 */
export function decisionOutcome(result: DecisionResult): DecisionOutcome | null {
  const { brandName, designerName, email, status, previousStatus, brand, applicantMailed, replyRequested } = result;
  if (status === previousStatus) return null;
  if (status === 'approved') {
    return {
      title: `${brandName} approved`,
      brand: brand ? { name: brand.name, href: brandsPaths.edit(brand.id) } : null,
      mail: applicantMailed
        ? `${designerName} was e-mailed at ${email} with a link to choose a password and open the brand in the studio.`
        : `No e-mail went to ${designerName} with this change.`,
      mailFailed: false,
    };
  }
  if (status === 'rejected' && (replyRequested || applicantMailed)) {
    return {
      title: `${brandName} rejected`,
      brand: null,
      mail: applicantMailed
        ? `${designerName} was sent a short, kind reply at ${email}.`
        : `The reply to ${designerName} could not be sent.`,
      mailFailed: !applicantMailed,
    };
  }
  return null;
}
