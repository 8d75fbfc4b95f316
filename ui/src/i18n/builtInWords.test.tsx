/**
 * The built-in words of the shop's product, review, order and filter components come from
 * @bloom/ui's catalogue: Urdu under `<BloomProvider locale="ur">` (or an app's own IntlProvider
 * with `uiMessages`), and exactly today's English without any provider. In Chromium, with the
 * components' real CSS, so the order card's minus is measured where it is drawn.
 */
import { act, type ReactElement } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { IntlProvider } from 'react-intl';
import { afterEach, describe, expect, it } from 'vitest';
import { DataTable, dataTableColumns } from '../data-table/DataTable';
import { DateRangeField } from '../date-range-field/DateRangeField';
import { FacetGroup } from '../facet-group/FacetGroup';
import { FreeFromBadge } from '../free-from-badge/FreeFromBadge';
import { ImageUploader } from '../image-uploader/ImageUploader';
import { IngredientListEditor } from '../ingredient-list-editor/IngredientListEditor';
import { LineItem } from '../line-item/LineItem';
import { MiniBarChart } from '../mini-bar-chart/MiniBarChart';
import { OrderCard } from '../order-card/OrderCard';
import { OrderStatus } from '../order-status/OrderStatus';
import { Price } from '../price/Price';
import { Rating } from '../rating/Rating';
import { ReviewCard } from '../review-card/ReviewCard';
import { SearchForm } from '../search-form/SearchForm';
import { SkinTypeChips, SkinTypeFilter } from '../skin-type-chips/SkinTypeChips';
import { Timeline, TimelineItem } from '../timeline/Timeline';
import { BloomProvider } from './BloomProvider';
import { uiMessages, type Locale } from './messages';

let root: Root | undefined;

/** Renders into the page with <html lang dir> set as the server sets them; no locale, no provider. */
async function render(element: ReactElement, locale?: Locale) {
  document.documentElement.lang = locale ?? 'en';
  document.documentElement.dir = locale === 'ur' ? 'rtl' : 'ltr';
  const container = document.body.appendChild(document.createElement('div'));
  root = createRoot(container);
  await act(async () =>
    root!.render(locale ? <BloomProvider locale={locale}>{element}</BloomProvider> : element),
  );
  return container;
}

afterEach(async () => {
  await act(async () => root?.unmount());
  document.body.replaceChildren();
  document.documentElement.lang = 'en';
  document.documentElement.dir = 'ltr';
});

const texts = (container: HTMLElement, selector: string) =>
  [...container.querySelectorAll(selector)].map((element) => element.textContent);

describe('skin types and free-from badges', () => {
  const chipsAndFilter = (
    <>
      <SkinTypeChips types={['oily', 'combination']} />
      <SkinTypeFilter stats={[{ type: 'dry', reviewCount: 2, averageRating: 4 }]} totalCount={2} />
      <FreeFromBadge tag="fragrance" />
      <FreeFromBadge tag="parabens" />
    </>
  );

  it('are Urdu in an Urdu page', async () => {
    const container = await render(chipsAndFilter, 'ur');
    expect(texts(container, 'li')).toEqual(['چکنی', 'ملی جلی']);
    expect(container.querySelector('input[value="dry"]')?.parentElement?.textContent).toContain(
      'خشک',
    );
    expect(texts(container, '[data-variant="success"]')).toEqual([
      'خوشبو سے پاک',
      'پیرابینز سے پاک',
    ]);
    expect(container.textContent).not.toMatch(/Oily|Dry|free/);
  });

  it('are the English words without a provider', async () => {
    const container = await render(chipsAndFilter);
    expect(texts(container, 'li')).toEqual(['Oily', 'Combination']);
    expect(container.querySelector('input[value="dry"]')?.parentElement?.textContent).toContain(
      'Dry',
    );
    expect(texts(container, '[data-variant="success"]')).toEqual([
      'Fragrance-free',
      'Paraben-free',
    ]);
  });
});

describe('a review card', () => {
  const review = (
    <ReviewCard
      author="Ayesha"
      rating={5}
      postedAt="2026-11-18T12:00:00.000Z"
      skinType="oily"
      verifiedBuyer
    >
      Lovely.
    </ReviewCard>
  );

  it('is named, and says the skin type and date, in Urdu in an Urdu page', async () => {
    const container = await render(review, 'ur');
    const article = container.querySelector('article')!;
    expect(article.ariaLabel).toBe('Ayesha کا ریویو');
    expect(article.textContent).toContain('چکنی جلد');
    expect(article.textContent).toContain('تصدیق شدہ خریدار');
    // Urdu month, Latin digits.
    expect(article.querySelector('time')?.textContent).toBe('18 نومبر، 2026');
  });

  it('says exactly what it always said without a provider', async () => {
    const container = await render(review);
    const article = container.querySelector('article')!;
    expect(article.ariaLabel).toBe('Review by Ayesha');
    expect(article.textContent).toContain('Oily skin');
    expect(article.textContent).toContain('Verified buyer');
    expect(article.querySelector('time')?.textContent).toBe('18 Nov 2026');
  });
});

describe('an order status', () => {
  const statuses = (
    <>
      <OrderStatus status="Delivered" />
      <OrderStatus status="DISPATCHED" />
      <OrderStatus status="On hold" />
      <OrderStatus status="Cancelled" label="Cancelled by you" />
    </>
  );
  const badges = (container: HTMLElement) =>
    [...container.querySelectorAll('[data-status]')].map((badge) => [
      badge.getAttribute('data-variant'),
      badge.textContent?.replace('●', ''),
    ]);

  it('shows the word in Urdu and keeps the colour of its status', async () => {
    expect(badges(await render(statuses, 'ur'))).toEqual([
      ['success', 'پہنچا دیا گیا'],
      ['info', 'روانہ کر دیا گیا'],
      ['neutral', 'On hold'],
      ['danger', 'Cancelled by you'],
    ]);
  });

  it('shows the English word without a provider', async () => {
    expect(badges(await render(statuses))).toEqual([
      ['success', 'Delivered'],
      ['info', 'Dispatched'],
      ['neutral', 'On hold'],
      ['danger', 'Cancelled by you'],
    ]);
  });
});

/** The minus sign before an amount, as drawn (the first character of its line). */
function minusOf(amount: Element): Range {
  const minus = document.createRange();
  minus.setStart(amount.parentElement!.firstChild!, 0);
  minus.setEnd(amount.parentElement!.firstChild!, 1);
  return minus;
}

describe('an order card', () => {
  const card = (
    <OrderCard
      orderId="BLM-1"
      status="Pending"
      placedAt="2026-11-21T10:15:00.000Z"
      total={2247.3}
      coupon={{ code: 'GLOW10', discount: 249.7 }}
    />
  );

  it("writes its date (and a timeline its time) in Urdu in the app's intl's time zone", async () => {
    const container = document.body.appendChild(document.createElement('div'));
    root = createRoot(container);
    await act(async () =>
      root!.render(
        <IntlProvider locale="ur" messages={uiMessages.ur} timeZone="Asia/Karachi">
          {card}
          <Timeline>
            <TimelineItem who="Bilal" what="dispatched it" when="2026-11-21T10:15:00.000Z" />
          </Timeline>
        </IntlProvider>,
      ),
    );
    // 10:15 UTC is 3:15 in the afternoon in Karachi; the order's timeline writes it alike.
    const [date, time] = texts(container, 'time');
    expect(date).toContain('21 نومبر، 2026');
    expect(date).toMatch(/3:15/);
    expect(time).toBe(date);
    expect(container.querySelector('[data-status]')?.textContent).toContain('زیرِ التوا');
  });

  it('keeps the discount’s minus before its amount: on its right in an Urdu page', async () => {
    const container = await render(card, 'ur');
    const amount = container.querySelector('dd bdi')!;
    expect(amount.textContent).toBe('Rs. 249.70');
    expect(amount.getAttribute('dir')).toBe('ltr');
    const minus = minusOf(amount);
    expect(minus.toString()).toBe('−');
    expect(minus.getBoundingClientRect().left).toBeGreaterThan(
      amount.getBoundingClientRect().right,
    );
  });

  it('keeps the minus on the left of the amount in English, as always', async () => {
    const container = await render(card);
    const amount = container.querySelector('dd bdi')!;
    expect(amount.parentElement?.textContent).toBe('− Rs. 249.70');
    const minus = minusOf(amount);
    expect(minus.getBoundingClientRect().right).toBeLessThan(amount.getBoundingClientRect().left);
  });
});

describe('filters and forms', () => {
  const filters = (
    <>
      <FacetGroup
        legend="Skin type"
        name="skinType"
        options={[
          { value: 'oily', label: 'Oily', count: 12 },
          { value: 'dry', label: 'Dry', count: 1 },
        ]}
      />
      <DateRangeField defaultValue={{ from: '2026-11-20', to: '2026-11-01' }} />
      <SearchForm aria-label="Products" />
    </>
  );
  const labels = (container: HTMLElement) =>
    [...container.querySelectorAll('label')].map((label) => label.textContent);

  it('count, name dates and search in Urdu in an Urdu page', async () => {
    const container = await render(filters, 'ur');
    expect(labels(container)).toEqual([
      'Oily12 (12 پروڈکٹس)',
      'Dry1 (1 پروڈکٹ)',
      'سے',
      'تک',
      'تلاش',
    ]);
    expect(texts(container, 'legend')).toEqual(['Skin type', 'تاریخ']);
    expect(container.querySelector('[role="status"]')?.textContent).toBe(
      'شروع کی تاریخ آخری تاریخ سے پہلے یا اسی دن کی ہونی چاہیے۔',
    );
    expect(container.querySelector('button[type="submit"]')?.textContent).toBe('تلاش کریں');
  });

  it('are in English without a provider', async () => {
    const container = await render(filters);
    expect(labels(container)).toEqual([
      'Oily12 (12 products)',
      'Dry1 (1 product)',
      'From',
      'To',
      'Search',
    ]);
    expect(texts(container, 'legend')).toEqual(['Skin type', 'Date']);
    expect(container.querySelector('[role="status"]')?.textContent).toBe(
      'The start date must be on or before the end date.',
    );
    expect(container.querySelector('button[type="submit"]')?.textContent).toBe('Search');
  });
});

describe('prices and line items', () => {
  const line = (
    <>
      <Price price={1000} currentPrice={800} />
      <LineItem name="Serum" quantity={2} price={500} total={1000} />
    </>
  );

  it('say what each amount is in Urdu in an Urdu page', async () => {
    const text = (await render(line, 'ur')).textContent!;
    for (const words of ['سیل کی قیمت', 'اصل قیمت', 'تعداد', 'اس آئٹم کی کل قیمت']) {
      expect(text).toContain(words);
    }
    expect(text).not.toMatch(/price|Quantity|total/);
  });

  it('say it in English without a provider', async () => {
    const text = (await render(line)).textContent!;
    for (const words of ['Sale price Rs.', 'Regular price Rs.', 'Quantity ×', 'Line total Rs.']) {
      expect(text).toContain(words);
    }
  });
});

describe('a rating with its number of reviews', () => {
  const ratings = (
    <>
      <Rating value={4.5} reviewCount={1} />
      <Rating value={4} reviewCount={12} />
    </>
  );

  it('counts the reviews in Urdu in an Urdu page', async () => {
    const text = (await render(ratings, 'ur')).textContent!;
    expect(text).toContain('(1 ریویو)');
    expect(text).toContain('(12 ریویوز)');
    expect(text).not.toMatch(/review/);
  });

  it('counts them in English without a provider', async () => {
    const text = (await render(ratings)).textContent!;
    expect(text).toContain('(1 review)');
    expect(text).toContain('(12 reviews)');
  });
});

describe('the back office components', () => {
  type Row = { id: string };
  const column = dataTableColumns<Row>();
  const backOffice = (
    <>
      <IngredientListEditor value={['Aqua', 'Glycerin']} onChange={() => {}} />
      <ImageUploader alt="" onAltChange={() => {}} onSelect={() => {}} />
      <DataTable
        caption="Orders"
        columns={column.columns([column.accessor('id', { header: 'Id' })])}
        rows={[{ id: 'BLM-1' }]}
        getRowId={(row) => row.id}
        rowSelection={{ 'BLM-1': true }}
        onRowSelectionChange={() => {}}
      />
      <MiniBarChart
        title="Orders"
        data={[
          { label: '17 Nov', value: 3 },
          { label: '18 Nov', value: 1 },
        ]}
      />
    </>
  );
  const names = (container: HTMLElement) => [
    ...[...container.querySelectorAll('button[aria-label]')].map((button) => button.ariaLabel),
    container.querySelector('[role="img"]')?.ariaLabel,
  ];

  it('speak Urdu in an Urdu page', async () => {
    const container = await render(backOffice, 'ur');
    expect(names(container)).toEqual([
      'Aqua کو اوپر لے جائیں',
      'Aqua کو نیچے لے جائیں',
      'Aqua ہٹائیں',
      'Glycerin کو اوپر لے جائیں',
      'Glycerin کو نیچے لے جائیں',
      'Glycerin ہٹائیں',
      'Orders: کل 4؛ سب سے زیادہ 3 (17 Nov)؛ تازہ ترین 1 (18 Nov)۔',
    ]);
    expect(texts(container, 'legend')).toEqual(['اجزا (INCI)', 'تصویر']);
    expect(container.textContent).toContain('1 منتخب');
    expect(container.textContent).toContain('انتخاب ختم کریں');
    expect(container.textContent).toContain('BLM-1 منتخب کریں');
  });

  it('speak English without a provider', async () => {
    const container = await render(backOffice);
    expect(names(container)).toEqual([
      'Move Aqua up',
      'Move Aqua down',
      'Remove Aqua',
      'Move Glycerin up',
      'Move Glycerin down',
      'Remove Glycerin',
      'Orders: 4 in total; highest 3 on 17 Nov; latest 1 on 18 Nov.',
    ]);
    expect(texts(container, 'legend')).toEqual(['Ingredients (INCI)', 'Photo']);
    expect(container.textContent).toContain('1 selected');
    expect(container.textContent).toContain('Clear selection');
    expect(container.textContent).toContain('Select BLM-1');
  });
});
