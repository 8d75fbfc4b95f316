import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Button } from '../button/Button';
import { Rating } from '../rating/Rating';
import { Stack } from '../stack/Stack';
import { TextArea } from '../text-area/TextArea';
import { ReviewCard } from './ReviewCard';

/** A fixed time zone, so the date reads the same (and its screenshot matches) everywhere. */
const reviewDate = new Intl.DateTimeFormat('en-GB', { dateStyle: 'medium', timeZone: 'UTC' });
const formatDate = (date: Date) => reviewDate.format(date);

const edit = fn();

const meta = {
  title: 'Shop/ReviewCard',
  component: ReviewCard,
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 560 }}>
        <Story />
      </div>
    ),
  ],
  args: {
    author: 'Ayesha Khan',
    rating: 5,
    postedAt: '2026-11-18T12:00:00.000Z',
    formatDate,
    children:
      'My skin feels so much brighter after two weeks. It absorbs quickly and the scent is gentle.',
  },
} satisfies Meta<typeof ReviewCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = { tags: ['rtl'] };

/** The author's own review, with Edit and Delete. */
export const OwnReview: Story = {
  args: {
    rating: 4,
    actions: (
      <>
        <Button size="sm" variant="outline" onClick={edit}>
          Edit review
        </Button>
        <Button size="sm" variant="danger">
          Delete review
        </Button>
      </>
    ),
  },
};

/** Line breaks the shopper typed are kept; a long word never overflows. */
export const LongText: Story = {
  args: {
    author: 'Fatima Zahra Siddiqui-Rahman',
    rating: 3,
    children:
      'I wanted to love this.\n\nThe texture is lovely and it layers well under sunscreen, but after a month I cannot see much difference in my dark spots.\n\nWould buy again on sale. #notsponsoredjustreallyhonestaboutskincare',
  },
};

/** While the author edits, the form takes the place of the stars, date and text. */
export const Editing: Story = {
  args: {
    editor: (
      <Stack asChild>
        <form aria-label="Edit your review" onSubmit={(event) => event.preventDefault()}>
          <Rating value={4} onValueChange={() => undefined} label="Your rating" showLabel />
          <TextArea
            label="Your review"
            rows={3}
            defaultValue="My skin feels so much brighter after two weeks."
          />
          <Button type="submit">Save review</Button>
          <Button variant="ghost">Cancel</Button>
        </form>
      </Stack>
    ),
  },
};

/** Reviews of a product, one under the other. */
export const List: Story = {
  render: (args) => (
    <Stack asChild>
      <ul aria-label="Reviews">
        <li>
          <ReviewCard {...args} />
        </li>
        <li>
          <ReviewCard
            author="Sara Ahmed"
            rating={2}
            postedAt="2026-10-02T09:30:00.000Z"
            formatDate={formatDate}
          >
            Too strong a scent for me.
          </ReviewCard>
        </li>
      </ul>
    </Stack>
  ),
};

/** A buyer the shop verified, who gave their skin type. */
export const VerifiedBuyer: Story = {
  // Right to left too (the ui-rtl project): the mark and the skin type in Urdu.
  tags: ['rtl'],
  args: { verifiedBuyer: true, skinType: 'oily' },
};

/** A skin type without a verified purchase. */
export const SkinTypeOnly: Story = {
  args: { skinType: 'combination', rating: 3 },
};

export const VerifiedBuyerDark: Story = {
  args: VerifiedBuyer.args,
  globals: { theme: 'dark' },
};

/** The mark and the skin type read as words under the name. */
export const SaysVerifiedBuyerAndSkinType: Story = {
  args: VerifiedBuyer.args,
  parameters: { screenshot: false },
  play: async ({ canvasElement }) => {
    const review = within(canvasElement).getByRole('article', { name: 'Review by Ayesha Khan' });
    await expect(within(review).getByText('Verified buyer')).toBeVisible();
    await expect(within(review).getByText('Oily skin')).toBeVisible();
  },
};

/** A review of neither says nothing about them. */
export const NoMarkWithoutPurchase: Story = {
  parameters: { screenshot: false },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByText('Verified buyer')).toBeNull();
    await expect(canvas.queryByText(/skin$/)).toBeNull();
  },
};

export const OnPhone: Story = {
  args: LongText.args,
  globals: { viewport: { value: 'mobile1' } },
};
export const DarkTheme: Story = { args: OwnReview.args, globals: { theme: 'dark' } };

/** Named after its author; stars and date are readable by screen readers and machines. */
export const ReadsAsAReview: Story = {
  parameters: { screenshot: false },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const review = canvas.getByRole('article', { name: 'Review by Ayesha Khan' });
    await expect(within(review).getByRole('heading', { level: 3 })).toHaveTextContent(
      'Ayesha Khan',
    );
    await expect(within(review).getByRole('img', { name: /5/ })).toBeVisible();
    const time = review.querySelector('time');
    await expect(time).toHaveAttribute('dateTime', '2026-11-18T12:00:00.000Z');
    await expect(time).toHaveTextContent('18 Nov 2026');
  },
};

export const EditButtonCallsBack: Story = {
  args: OwnReview.args,
  parameters: { screenshot: false },
  play: async ({ canvasElement }) => {
    edit.mockClear();
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Edit review' }));
    await expect(edit).toHaveBeenCalledTimes(1);
  },
};

export const EditorReplacesText: Story = {
  args: Editing.args,
  parameters: { screenshot: false },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('form', { name: 'Edit your review' })).toBeVisible();
    await expect(canvas.queryByText(/absorbs quickly/)).toBeNull();
    await expect(canvas.getByRole('heading', { name: 'Ayesha Khan' })).toBeVisible();
  },
};
