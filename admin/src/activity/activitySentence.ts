/**
 * An activity entry as a sentence a person reads in their language ("Bloom Staff marked order
 * BLM-482913 Dispatched", "Bloom Staff نے آرڈر BLM-482913 کو روانہ کر دیا گیا درج کیا"), not as
 * its key (`order.status`), ids or version numbers; the raw entry stays one click away on the
 * activity screen. Each action is one catalogue entry (`admin.activity.*`) with the names,
 * numbers and words it needs as values, so each language orders the sentence its own way.
 */
import type { IntlShape } from 'react-intl';
import type { ActivityEntityType } from '../__generated__/graphql.ts';
import { statusMessageIds } from '../format.ts';
import { messageStateMessageIds } from '../messages/messageStates.ts';

/** What a sentence is made from: an activity entry as the gateway answers it. */
export interface ActivityFacts {
  /** Who did it; null for the shop itself (a scheduled job, a shopper's own action). */
  staff: { name: string } | null;
  /** The action's key (`order.status`). */
  action: string;
  /** The kind of thing it was done to. */
  entityType: ActivityEntityType;
  /** The thing's id. */
  entityId: string;
  /** The thing's name, when it has one. */
  entityName?: string | null;
  /** Each field before and after, as the log keeps them. */
  changes: readonly { field: string; before?: string | null; after?: string | null }[];
}

/**
 * A sentence as a catalogue entry and its values, its subject (`order BLM-482913`) apart so a
 * screen can make it a link: `subject` is the value of the entry's `{subject}` argument.
 */
export interface ActivitySentence {
  /** The sentence's catalogue id. */
  id: string;
  /** Its arguments but `subject`, in the screen's language. */
  values: Record<string, string>;
  /** The thing it was done to, in words: "order BLM-482913"; '' when the sentence has none. */
  subject: string;
}

/** The same sentence as one line of text. */
export const sentenceText = ({ id, values, subject }: ActivitySentence, intl: IntlShape): string =>
  intl.formatMessage({ id }, { ...values, subject });

/** How each kind of thing is named around its name; STAFF is its name alone. */
const subjectMessageIds: Record<Exclude<ActivityEntityType, 'STAFF'>, string> = {
  ORDER: 'admin.activity.subjectOrder',
  CUSTOMER: 'admin.activity.subjectCustomer',
  MESSAGE: 'admin.activity.subjectMessage',
  INVITATION: 'admin.activity.subjectInvitation',
  PRODUCT: 'admin.activity.subjectProduct',
  COUPON: 'admin.activity.subjectCoupon',
  REVIEW: 'admin.activity.subjectReview',
};

/** Each action's sentence. */
const actionMessageIds: Record<string, string> = {
  'order.status': 'admin.activity.orderStatus',
  'order.note': 'admin.activity.orderNote',
  'order.payment': 'admin.activity.orderPayment',
  'customer.password_reset': 'admin.activity.customerPasswordReset',
  'message.reply': 'admin.activity.messageReply',
  'message.state': 'admin.activity.messageState',
  'staff.invite': 'admin.activity.staffInvite',
  'staff.invitation_revoked': 'admin.activity.staffInvitationRevoked',
  'staff.joined': 'admin.activity.staffJoined',
  'staff.role': 'admin.activity.staffRole',
  'staff.deactivate': 'admin.activity.staffDeactivate',
  'staff.reactivate': 'admin.activity.staffReactivate',
  'staff.profile': 'admin.activity.staffProfile',
  'staff.two_factor_started': 'admin.activity.staffTwoFactorStarted',
  'staff.two_factor_on': 'admin.activity.staffTwoFactorOn',
  'staff.two_factor_off': 'admin.activity.staffTwoFactorOff',
  'staff.locale_changed': 'admin.activity.staffLocaleChanged',
  'product.create': 'admin.activity.productCreate',
  'product.update': 'admin.activity.productUpdate',
  'product.stock': 'admin.activity.productStock',
  'product.publish': 'admin.activity.productPublish',
  'product.unpublish': 'admin.activity.productUnpublish',
  'product.import': 'admin.activity.productImport',
  'product.translation': 'admin.activity.productTranslation',
  'product.translations': 'admin.activity.productTranslation',
  'product.photo_uploaded': 'admin.activity.productPhotoUploaded',
  'catalogue.labels': 'admin.activity.catalogueLabels',
  'coupon.create': 'admin.activity.couponCreate',
  'coupon.update': 'admin.activity.couponUpdate',
  'coupon.deactivate': 'admin.activity.couponDeactivate',
  'coupon.import': 'admin.activity.couponImport',
  'review.hide': 'admin.activity.reviewHide',
  'review.restore': 'admin.activity.reviewRestore',
};

/** Field names the log keeps, in words. */
const fieldMessageIds: Record<string, string> = {
  price: 'admin.activityField.price',
  sale_price: 'admin.activityField.salePrice',
  salePrice: 'admin.activityField.salePrice',
  stock: 'admin.activityField.stock',
  description: 'admin.activityField.description',
  name: 'admin.activityField.name',
  category: 'admin.activityField.category',
  subCategory: 'admin.activityField.subCategory',
  image: 'admin.activityField.image',
  imageAlt: 'admin.activityField.imageAlt',
  ingredients: 'admin.activityField.ingredients',
  freeFrom: 'admin.activityField.freeFrom',
  skinTypes: 'admin.activityField.skinTypes',
  published: 'admin.activityField.published',
  lowStockThreshold: 'admin.activityField.lowStockThreshold',
  bundleContents: 'admin.activityField.bundleContents',
  latest: 'admin.activityField.latest',
  value: 'admin.activityField.value',
  kind: 'admin.activityField.kind',
  active: 'admin.activityField.active',
  expiresAt: 'admin.activityField.expiresAt',
  maxUses: 'admin.activityField.maxUses',
  categories: 'admin.activityField.categories',
  role: 'admin.activityField.role',
  email: 'admin.activityField.email',
  phone: 'admin.activityField.phone',
};

/** The words of a hidden review's reason. */
const reasonMessageIds: Record<string, string> = {
  SPAM: 'admin.reviews.wordSpam',
  ABUSE: 'admin.reviews.wordAbuse',
  OFF_TOPIC: 'admin.reviews.wordOffTopic',
};

/** A stored value as the log keeps it (text, or JSON for anything else), undefined for none. */
function stored(value: string | null | undefined): string | boolean | undefined {
  if (value === null || value === undefined) return undefined;
  try {
    const parsed: unknown = JSON.parse(value);
    if (typeof parsed === 'string' || typeof parsed === 'boolean') return parsed;
    if (typeof parsed === 'number') return String(parsed);
  } catch {
    // Plain text: as it is.
  }
  return value;
}

/**
 * The sentence for `facts` in `intl`'s language; `staffName(id)` names a staff member an entry
 * refers to by id (a message's new assignee), undefined when unknown.
 */
export function activitySentence(
  facts: ActivityFacts,
  intl: IntlShape,
  staffName: (id: string) => string | undefined = () => undefined,
): ActivitySentence {
  const say = (id: string, values?: Record<string, string>) => intl.formatMessage({ id }, values);
  const name = facts.entityName ?? facts.entityId;
  const who = facts.staff?.name ?? say('admin.timeline.shop');
  const change = (field: string) => facts.changes.find((each) => each.field === field);

  /** A stored value in words: "nothing", "yes", "no", or the value. */
  const spoken = (value: string | null | undefined): string => {
    const parsed = stored(value);
    if (parsed === undefined) return say('admin.activity.nothing');
    if (typeof parsed === 'boolean') return say(parsed ? 'admin.product.yes' : 'admin.product.no');
    return parsed;
  };
  /** A status or state key in words, from `ids` when it is one of theirs: DISPATCHED → Dispatched. */
  const word = (value: string | null | undefined, ids: Record<string, string>): string => {
    const parsed = stored(value);
    const key = typeof parsed === 'string' ? parsed.toUpperCase() : '';
    if (Object.hasOwn(ids, key)) return say(ids[key]!);
    const text = spoken(value);
    return /^[A-Z_]+$/.test(text) ? text.charAt(0) + text.slice(1).toLowerCase() : text;
  };
  /** The fields an entry changed, in words, leaving out bookkeeping: " (price and stock)". */
  const fields = (): string => {
    const words = facts.changes
      .map((each) => each.field)
      .filter((field) => field !== 'version' && field !== 'expectedVersion')
      .map((field) => (fieldMessageIds[field] ? say(fieldMessageIds[field]) : field));
    const unique = [...new Set(words)];
    return unique.length ? ` (${intl.formatList(unique, { type: 'conjunction' })})` : '';
  };

  const subject =
    facts.entityType === 'STAFF'
      ? name
      : facts.action === 'staff.invitation_revoked'
        ? say(subjectMessageIds.INVITATION, { name })
        : say(subjectMessageIds[facts.entityType], { name });
  const id = actionMessageIds[facts.action] ?? 'admin.activity.unknown';
  const values: Record<string, string> = { who };

  switch (facts.action) {
    case 'order.status':
      values['status'] = word(change('status')?.after, statusMessageIds);
      break;
    case 'message.state':
      values['state'] = word(change('state')?.after, messageStateMessageIds);
      break;
    case 'message.assign': {
      const assignee = stored(change('assigneeId')?.after);
      if (typeof assignee !== 'string') {
        return { id: 'admin.activity.messageUnassign', values, subject };
      }
      values['assignee'] = staffName(assignee) ?? say('admin.activity.aStaffMember');
      return { id: 'admin.activity.messageAssign', values, subject };
    }
    case 'staff.invite':
    case 'staff.role':
      values['role'] = String(stored(change('role')?.after) ?? '').toUpperCase();
      break;
    case 'staff.locale_changed':
      // The value as the log keeps it: `ur`, possibly in JSON's quotes.
      values['locale'] = /\bur\b/.test(change('locale')?.after ?? '') ? 'ur' : 'en';
      break;
    case 'staff.profile':
    case 'product.update':
    case 'product.import':
    case 'coupon.update':
    case 'coupon.import':
      values['fields'] = fields();
      break;
    case 'product.stock':
      values['before'] = spoken(change('stock')?.before);
      values['after'] = spoken(change('stock')?.after);
      break;
    case 'review.hide': {
      const reason = stored(change('reason')?.after);
      values['hasReason'] = reason === undefined ? 'no' : 'yes';
      values['reason'] =
        reason === undefined ? '' : word(change('reason')?.after, reasonMessageIds);
      break;
    }
    default:
      // An action this screen does not know yet still reads as a sentence, key and all.
      if (id === 'admin.activity.unknown') values['action'] = facts.action;
  }
  return { id, values, subject };
}
