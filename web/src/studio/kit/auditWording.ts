/**
 * How the studio puts an audit-trail entry into words, for the activity feed and a brand's history:
 * '{who} {did what} {to which kind of record} "{which one}"', then each changed field with its old
 * and new value.
 */

/** The words for the API's actions; any other action reads as sent, with spaces for underscores. */
const ACTION_WORDS: Readonly<Record<string, string>> = {
  created: 'created',
  updated: 'updated',
  deleted: 'deleted',
  approved: 'approved',
  rejected: 'rejected',
  review_started: 'started reviewing',
  role_changed: 'changed the role of',
  brand_granted: 'gave a brand to',
  brand_revoked: 'took a brand from',
  status_changed: 'changed the status of',
  interaction_added: 'logged a follow-up on',
  activated: 'activated',
  deactivated: 'deactivated',
  image_added: 'added an image to',
  image_removed: 'removed an image from',
  image_updated: 'changed an image of',
  image_deleted: 'removed an image from',
  images_reordered: 'reordered the images of',
  video_set: 'set the video of',
  tailoring_enabled: 'enabled',
  tailoring_disabled: 'disabled',
  replied: 'replied to',
  reply_updated: 'edited the reply to',
  reply_deleted: 'deleted the reply to',
  hidden: 'hid',
  unhidden: 'restored',
  unsubscribed: 'unsubscribed',
  reactivated: 'reactivated',
};

/** Record types whose words are not simply the type with spaces. */
const ENTITY_WORDS: Readonly<Record<string, string>> = {
  catalogue: 'collection',
  catalogue_image: 'collection image',
  faq: 'FAQ',
  platform_setting: 'setting',
  tailor: 'tailoring profile',
  tailoring: 'tailoring for',
};

/** Field names the studio's forms show with other words. */
const FIELD_WORDS: Readonly<Record<string, string>> = {
  description: 'Short description',
  longDescription: 'Long description',
  category: 'Main category',
  priceRange: 'Price range',
  contactEmail: 'Contact email',
  foundedYear: 'Founded year',
  isVerified: 'Verified',
  isActive: 'Active',
  videoUrl: 'Video',
  videoThumbnail: 'Video thumbnail',
  whatsapp: 'WhatsApp',
  consultationFee: 'Consultation fee',
  leadTime: 'Lead time',
};

/** What an empty value reads. */
export const EMPTY_VALUE = '—';

const spaced = (value: string) => value.replace(/_/g, ' ').replace(/\s+/g, ' ').trim();
const capitalised = (words: string) => (words ? words[0]!.toUpperCase() + words.slice(1) : words);

/** An action as a verb phrase: 'role_changed' reads 'changed the role of'. */
export function actionWords(action: string): string {
  return ACTION_WORDS[action] ?? spaced(action);
}

/** A record type inside a sentence: 'hero_slide' reads 'hero slide'. */
export function entityTypeWords(entityType: string): string {
  return ENTITY_WORDS[entityType] ?? spaced(entityType);
}

/** A record type on its own, as in the type filter: 'hero_slide' reads 'Hero slide'. */
export function entityTypeLabel(entityType: string): string {
  return capitalised(ENTITY_WORDS[entityType]?.replace(/ for$/, '') ?? spaced(entityType)) || entityType;
}

export interface AuditEventWords {
  actorName: string;
  action: string;
  entityType: string;
  entityLabel: string;
}

/** The parts of an entry's sentence, for a screen that sets the actor and the record apart. */
export function auditParts(event: AuditEventWords) {
  return {
    actor: event.actorName.trim() || 'Someone',
    action: actionWords(event.action),
    entity: entityTypeWords(event.entityType),
    label: event.entityLabel.trim(),
  };
}

/** The whole entry as one sentence: 'ada@example.com approved application "Kente House"'. */
export function auditSentence(event: AuditEventWords): string {
  const { actor, action, entity, label } = auditParts(event);
  return [actor, action, entity, label ? `"${label}"` : ''].filter(Boolean).join(' ');
}

/** A changed field's name: 'contactEmail' reads 'Contact email', 'ownedBrands' 'Owned brands'. */
export function fieldLabel(field: string): string {
  return (
    FIELD_WORDS[field] ?? (capitalised(spaced(field.replace(/([a-z0-9])([A-Z])/g, '$1 $2')).toLowerCase()) || field)
  );
}

/**
 * A value before or after a change, as the API sends it (text; lists, numbers and flags as JSON):
 * lists with commas, flags as Yes/No, '—' when empty.
 */
export function changeValue(value: string | null | undefined): string {
  const text = value?.trim() ?? '';
  if (text === '') return EMPTY_VALUE;
  try {
    const parsed: unknown = JSON.parse(text);
    if (parsed === null) return EMPTY_VALUE;
    if (Array.isArray(parsed)) {
      const items = parsed
        .filter((item) => item != null && item !== '')
        .map((item) => (typeof item === 'string' ? item : JSON.stringify(item)));
      return items.length ? items.join(', ') : EMPTY_VALUE;
    }
    if (typeof parsed === 'boolean') return parsed ? 'Yes' : 'No';
    if (typeof parsed === 'string') return parsed.trim() || EMPTY_VALUE;
    if (typeof parsed === 'number') return String(parsed);
  } catch {
    // Plain text.
  }
  return text;
}
