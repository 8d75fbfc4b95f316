/**
 * The mails a shopper receives, in their language (DESIGN.md "Languages"): English as SPEC.md
 * words them, Urdu as a Pakistani shop writes. Order ids and codes keep Latin digits.
 */
import type { DispatchDetails, OrderStatus } from '../orders/order.ts';
import type { Language } from '../products/locale.ts';
import { shop, trackingUrl } from '../shop.ts';
import type { MailMessage } from './mailer.ts';

const statusSentences: Record<Language, Record<OrderStatus, string>> = {
  en: {
    Pending: 'is waiting to be dispatched',
    Dispatched: 'is on its way to you',
    Delivered: 'has been delivered',
    Cancelled: 'has been cancelled; any coupon you used can be used again',
    Returned: 'has come back to us; any money given back to you is noted on the order',
  },
  ur: {
    Pending: 'روانگی کا منتظر ہے',
    Dispatched: 'روانہ کر دیا گیا ہے اور آپ کی طرف آ رہا ہے',
    Delivered: 'آپ تک پہنچا دیا گیا ہے',
    Cancelled:
      'منسوخ کر دیا گیا ہے؛ اگر آپ نے کوئی کوپن استعمال کیا تھا تو وہ دوبارہ استعمال ہو سکتا ہے',
    Returned: 'ہمیں واپس مل گیا ہے؛ آپ کو لوٹائی گئی رقم آرڈر پر درج ہے',
  },
};

const urduStatusNames: Record<OrderStatus, string> = {
  Pending: 'زیرِ التوا',
  Dispatched: 'روانہ',
  Delivered: 'موصول',
  Cancelled: 'منسوخ',
  Returned: 'واپس',
};

/**
 * The lines naming how a dispatched parcel travels: the carrier, its tracking number and the
 * carrier's page for it when the carrier has one; nothing when neither was recorded.
 */
function trackingLines(lang: Language, { carrier, trackingNumber }: DispatchDetails): string {
  const link = carrier && trackingNumber ? trackingUrl(carrier, trackingNumber) : null;
  const lines =
    lang === 'ur'
      ? [
          carrier ? `کوریئر: ${carrier}` : '',
          trackingNumber ? `ٹریکنگ نمبر: ${trackingNumber}` : '',
          link ? `اپنا پارسل یہاں دیکھیں: ${link}` : '',
        ]
      : [
          carrier ? `Carrier: ${carrier}` : '',
          trackingNumber ? `Tracking number: ${trackingNumber}` : '',
          link ? `Track your parcel: ${link}` : '',
        ];
  const text = lines.filter(Boolean).join('\n');
  return text ? `\n${text}\n` : '';
}

/**
 * The mail that tells the shopper their order moved to `status`, in `lang`; a dispatch names
 * its carrier and tracking number (with the tracking link) when they were recorded.
 */
export function orderStatusMail(
  order: { id: string; name: string },
  to: string,
  status: OrderStatus,
  lang: Language,
  dispatch: DispatchDetails = {},
): MailMessage {
  const tracking = trackingLines(lang, dispatch);
  if (lang === 'ur') {
    return {
      to,
      subject: `آپ کا ${shop.name} آرڈر ${order.id}: ${urduStatusNames[status]}`,
      text:
        `السلام علیکم ${order.name}،\n\nآپ کا آرڈر ${order.id} ${statusSentences.ur[status]}۔\n${tracking}` +
        `آپ اسے اپنے اکاؤنٹ میں "میرے آرڈرز" میں دیکھ سکتے ہیں۔\n\n${shop.name}\n`,
    };
  }
  return {
    to,
    subject: `Your ${shop.name} order ${order.id} is ${status}`,
    text:
      `Hello ${order.name},\n\nYour order ${order.id} ${statusSentences.en[status]}.\n${tracking}` +
      `You can follow it under My Orders in your account.\n\n${shop.name}\n`,
  };
}

/** The mail carrying a password reset code, in `lang`. */
export function resetCodeMail(to: string, name: string, code: string, lang: Language): MailMessage {
  if (lang === 'ur') {
    return {
      to,
      subject: `${shop.name} پاس ورڈ دوبارہ بنانے کا کوڈ`,
      text:
        `السلام علیکم ${name}،\n\n${shop.name} پر اپنا پاس ورڈ دوبارہ بنانے کے لیے آپ کا کوڈ ${code} ہے۔\n` +
        `یہ 10 منٹ تک کارآمد ہے۔ اگر آپ نے یہ کوڈ نہیں مانگا تو اس ای میل کو نظر انداز کر دیں۔\n\n${shop.name}\n`,
    };
  }
  return {
    to,
    subject: `Your ${shop.name} password reset code`,
    text: `Hello ${name},\n\nYour code to reset your ${shop.name} password is ${code}.\nIt is valid for 10 minutes. If you did not ask for it, ignore this mail.\n\n${shop.name}\n`,
  };
}
