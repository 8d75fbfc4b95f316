/**
 * An activity entry as a sentence a person reads ("Bloom Staff marked order BLM-482913
 * Dispatched", "Amina Raza turned on two-factor"), not as its key (`order.status`), ids or version
 * numbers; the raw entry stays one click away on the activity screen.
 */
import type { ActivityEntityType } from '../__generated__/graphql.ts';

/** What a sentence is made from: an activity entry as the gateway answers it. */
export interface ActivityFacts {
  /** Who did it; null for the shop itself (a scheduled job, a shopper's own action). */
  staff: { name: string } | null;
  action: string;
  entityType: ActivityEntityType;
  entityId: string;
  entityName?: string | null;
  changes: readonly { field: string; before?: string | null; after?: string | null }[];
}

/**
 * A sentence in three parts around its subject (`order BLM-482913`), so a screen can make the
 * subject a link: `${lead} ${subject} ${tail}` reads whole when joined with spaces.
 */
export interface ActivitySentence {
  /** Who, and what they did, up to the subject: "Bloom Staff marked". */
  lead: string;
  /** The thing it was done to: "order BLM-482913"; '' when the sentence has none. */
  subject: string;
  /** The rest: "Dispatched", "" when nothing follows. */
  tail: string;
}

/** The same sentence as one line of text. */
export const sentenceText = ({ lead, subject, tail }: ActivitySentence): string =>
  [lead, subject, tail].filter((part) => part !== '').join(' ');

const nouns: Record<ActivityEntityType, string> = {
  ORDER: 'order',
  CUSTOMER: 'customer',
  MESSAGE: 'the message from',
  STAFF: '',
  INVITATION: 'the invitation for',
  PRODUCT: 'product',
  COUPON: 'coupon',
  REVIEW: 'a review of',
};

/** A stored value as the log keeps it (text, or JSON for anything else) in words. */
function spoken(value: string | null | undefined): string {
  if (value === null || value === undefined) return 'nothing';
  try {
    const parsed: unknown = JSON.parse(value);
    if (typeof parsed === 'string') return parsed;
    if (typeof parsed === 'boolean') return parsed ? 'yes' : 'no';
    if (typeof parsed === 'number') return String(parsed);
  } catch {
    // Plain text: as it is.
  }
  return value;
}

/** A status or state key in words: DISPATCHED, handled → Dispatched, handled. */
const statusWord = (value: string | null | undefined) => {
  const word = spoken(value);
  return /^[A-Z_]+$/.test(word) ? word.charAt(0) + word.slice(1).toLowerCase() : word;
};

/** Field names the log keeps, in words. */
const fieldWords: Record<string, string> = {
  price: 'price',
  sale_price: 'sale price',
  salePrice: 'sale price',
  stock: 'stock',
  description: 'description',
  name: 'name',
  category: 'category',
  subCategory: 'subcategory',
  image: 'photo',
  imageAlt: 'photo text',
  ingredients: 'ingredients',
  freeFrom: 'free-from tags',
  skinTypes: 'skin types',
  published: 'published',
  lowStockThreshold: 'low-stock level',
  bundleContents: 'bundle contents',
  latest: 'new-arrival mark',
  value: 'value',
  kind: 'kind',
  active: 'active',
  expiresAt: 'expiry',
  maxUses: 'use limit',
  categories: 'categories',
  role: 'role',
  email: 'email',
  phone: 'phone',
};

/** The fields an entry changed, in words, leaving out bookkeeping (versions). */
function changedFields(facts: ActivityFacts): string {
  const fields = facts.changes
    .map((change) => change.field)
    .filter((field) => field !== 'version' && field !== 'expectedVersion');
  const words = [...new Set(fields.map((field) => fieldWords[field] ?? field))];
  if (words.length === 0) return '';
  if (words.length === 1) return `(${words[0]})`;
  return `(${words.slice(0, -1).join(', ')} and ${words.at(-1)})`;
}

const after = (facts: ActivityFacts, field: string) =>
  facts.changes.find((change) => change.field === field)?.after;
const before = (facts: ActivityFacts, field: string) =>
  facts.changes.find((change) => change.field === field)?.before;

/**
 * The sentence for `facts`; `staffName(id)` names a staff member an entry refers to by id (a
 * message's new assignee), undefined when unknown.
 */
export function activitySentence(
  facts: ActivityFacts,
  staffName: (id: string) => string | undefined = () => undefined,
): ActivitySentence {
  const who = facts.staff?.name ?? 'The shop';
  const name = facts.entityName ?? facts.entityId;
  const subject = nouns[facts.entityType] ? `${nouns[facts.entityType]} ${name}` : name;
  const says = (verb: string, tail = '', object = subject): ActivitySentence => ({
    lead: `${who} ${verb}`,
    subject: object,
    tail,
  });
  const alone = (doing: string): ActivitySentence => ({
    lead: `${who} ${doing}`,
    subject: '',
    tail: '',
  });

  switch (facts.action) {
    case 'order.status':
      return says('marked', statusWord(after(facts, 'status')));
    case 'order.note':
      return says('added a note to');
    case 'order.payment':
      return says('recorded the payment of');
    case 'customer.password_reset':
      return says('sent a password reset to');
    case 'message.reply':
      return says('replied to');
    case 'message.state':
      return says('marked', statusWord(after(facts, 'state')));
    case 'message.assign': {
      const assignee = spoken(after(facts, 'assigneeId'));
      return assignee === 'nothing'
        ? says('unassigned')
        : says('assigned', `to ${staffName(assignee) ?? 'a staff member'}`);
    }
    case 'staff.invite':
      return says('invited', `as ${spoken(after(facts, 'role')).toLowerCase()}`.trim());
    case 'staff.invitation_revoked':
      return says('revoked', '', `the invitation for ${name}`);
    case 'staff.joined':
      return alone('joined the back office');
    case 'staff.role':
      return says('changed the role of', `to ${spoken(after(facts, 'role')).toLowerCase()}`);
    case 'staff.deactivate':
      return says('deactivated');
    case 'staff.reactivate':
      return says('reactivated');
    case 'staff.profile':
      return alone(`updated their profile ${changedFields(facts)}`.trim());
    case 'staff.two_factor_started':
      return alone('started setting up two-factor');
    case 'staff.two_factor_on':
      return alone('turned on two-factor');
    case 'staff.two_factor_off':
      return alone('turned off two-factor');
    case 'staff.locale_changed':
      // The value as the log keeps it: `ur`, possibly in JSON's quotes.
      return alone(
        /\bur\b/.test(after(facts, 'locale') ?? '')
          ? 'chose to work in Urdu'
          : 'chose to work in English',
      );
    case 'product.create':
      return says('created');
    case 'product.update':
      return says('edited', changedFields(facts));
    case 'product.stock':
      return says(
        'changed the stock of',
        `from ${spoken(before(facts, 'stock'))} to ${spoken(after(facts, 'stock'))}`,
      );
    case 'product.publish':
      return says('published');
    case 'product.unpublish':
      return says('unpublished');
    case 'product.import':
      return says('imported', changedFields(facts));
    case 'product.translation':
    case 'product.translations':
      return says('edited the Urdu text of');
    case 'product.photo_uploaded':
      return says('uploaded a photo for');
    case 'catalogue.labels':
      return alone("changed the catalogue's category names");
    case 'coupon.create':
      return says('created');
    case 'coupon.update':
      return says('edited', changedFields(facts));
    case 'coupon.deactivate':
      return says('deactivated');
    case 'coupon.import':
      return says('imported', changedFields(facts));
    case 'review.hide': {
      const reason = spoken(after(facts, 'reason'));
      return says('hid', reason === 'nothing' ? '' : `as ${reason}`);
    }
    case 'review.restore':
      return says('restored');
    default:
      // An action this screen does not know yet still reads as a sentence, key and all.
      return says(`did ${facts.action} on`);
  }
}
