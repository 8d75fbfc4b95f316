import { useEffect, useState, type ComponentProps } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { FacetGroup } from '../facet-group/FacetGroup';
import { freeFromLabels } from '../free-from-badge/freeFrom';
import { PriceRange } from '../price-range/PriceRange';
import { ProductCard } from '../product-card/ProductCard';
import { ProductGrid } from '../product-grid/ProductGrid';
import { skinTypeLabels } from '../skin-type-chips/skinTypes';
import { sampleProducts } from '../stories/fixtures';
import { FakeRouterLink } from '../stories/RouterLink';
import { FilterPanel, FilterPanelLayout } from './FilterPanel';

/**
 * Whether the browser draws the element. jest-dom's toBeVisible takes anything in a closed
 * `<details>` for hidden, but the sidebar is a closed disclosure whose content CSS shows.
 */
const shown = (element: Element) => element.checkVisibility();

/** The phone width the shop is checked at. */
const phone = {
  viewport: {
    options: {
      phone390: { name: 'Phone (390 px)', styles: { width: '390px', height: '844px' } },
    },
  },
};

/** A facet's options: the values of `labels`, in order, with these counts. */
const options = (labels: Readonly<Record<string, string>>, counts: number[]) =>
  Object.entries(labels).map(([value, label], index) => ({ value, label, count: counts[index] }));

const facets = (
  <>
    <input type="hidden" name="search" value="serum" />
    <FacetGroup
      legend="Skin type"
      name="skinType"
      defaultSelected={['oily']}
      options={options(skinTypeLabels, [8, 12, 5, 1, 0])}
    />
    <FacetGroup
      legend="Free from"
      name="exclude"
      defaultSelected={['fragrance']}
      options={options(freeFromLabels, [14, 21, 9, 17, 6])}
    />
    <PriceRange bounds={{ min: 199, max: 4999 }} />
  </>
);

const results = (
  <ProductGrid columns={3} aria-label="Products">
    {sampleProducts.slice(0, 3).map((product) => (
      <ProductCard key={product.id} {...product} href={`#product-${product.id}`} />
    ))}
  </ProductGrid>
);

const meta = {
  title: 'Filters/FilterPanel',
  component: FilterPanel,
  args: {
    children: facets,
    results,
    activeCount: 2,
    clearHref: '#/products?search=serum',
    // Stories must never navigate: the app prevents the default too, then updates the address.
    onSubmit: fn((event: { preventDefault: () => void }) => event.preventDefault()),
    onOpenChange: fn(),
  },
  parameters: { layout: 'fullscreen', ...phone },
} satisfies Meta<typeof FilterPanel>;

export default meta;
type Story = StoryObj<typeof meta>;

/** From 640 px: the filters are a sidebar beside the results, no button to open them. */
export const Sidebar: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const form = canvas.getByRole('form', { name: 'Filters' });
    await expect(shown(within(form).getByRole('group', { name: 'Skin type' }))).toBe(true);
    await expect(shown(canvas.getByText('Filters (2 active)'))).toBe(false);
    await expect(canvas.getByRole('link', { name: 'Clear all' })).toHaveAttribute(
      'href',
      '#/products?search=serum',
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Apply' }));
    await expect(args.onSubmit).toHaveBeenCalledTimes(1);
  },
};

/** No filter on: nothing to clear. */
export const NothingToClear: Story = {
  args: { activeCount: 0 },
  parameters: { screenshot: false },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('link', { name: 'Clear all' })).toBeNull();
  },
};

export const SidebarDark: Story = { tags: ['rtl'], globals: { theme: 'dark' } };

/** Phones: a Filters button with the number of filters on, above the results. */
export const Phone: Story = {
  globals: { viewport: { value: 'phone390' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: 'Filters (2 active)' })).toBeVisible();
    await expect(canvas.queryByRole('form')).toBeNull();
  },
};

/** The button opens the filters in a sheet (keyboard: Enter); Escape closes it again. */
export const PhoneSheetOpensAndCloses: Story = {
  globals: { viewport: { value: 'phone390' } },
  parameters: { screenshot: false },
  play: async ({ args, canvasElement }) => {
    const toggle = within(canvasElement).getByRole('button', { name: 'Filters (2 active)' });
    toggle.focus();
    await userEvent.keyboard('{Enter}');
    const sheet = await screen.findByRole('dialog', { name: 'Filters' });
    await expect(within(sheet).getByRole('form', { name: 'Filters' })).toBeVisible();
    await expect(args.onOpenChange).toHaveBeenLastCalledWith(true);
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    // The dialog gives focus back in the task after it has gone (Radix's FocusScope).
    await waitFor(() => expect(toggle).toHaveFocus());
  },
};

export const PhoneSheetOpen: Story = {
  args: { defaultOpen: true },
  globals: { viewport: { value: 'phone390' } },
  parameters: { screenshot: 'page' },
  play: async () => {
    const sheet = await screen.findByRole('dialog', { name: 'Filters' });
    await expect(within(sheet).getByRole('checkbox', { name: 'Oily (12 products)' })).toBeChecked();
  },
};

/** Apply sends the form and closes the sheet; the app then shows the filtered results. */
export const PhoneApplyClosesSheet: Story = {
  args: { defaultOpen: true },
  globals: { viewport: { value: 'phone390' } },
  parameters: { screenshot: false },
  play: async ({ args }) => {
    const sheet = await screen.findByRole('dialog', { name: 'Filters' });
    await userEvent.click(within(sheet).getByRole('checkbox', { name: /^Dry/ }));
    await userEvent.click(within(sheet).getByRole('button', { name: 'Apply' }));
    await expect(args.onSubmit).toHaveBeenCalledTimes(1);
    const form = sentForm(args.onSubmit);
    await expect(new FormData(form).getAll('skinType')).toEqual(['dry', 'oily']);
    await expect(new FormData(form).get('search')).toBe('serum');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await expect(args.onOpenChange).toHaveBeenLastCalledWith(false);
  },
};

/** The form the first call of an onSubmit mock was given. */
function sentForm(onSubmit: ComponentProps<typeof FilterPanel>['onSubmit']): HTMLFormElement {
  const call = (onSubmit as unknown as { mock: { calls: [{ target: HTMLFormElement }][] } }).mock
    .calls[0];
  if (!call) throw new Error('The form was not sent');
  return call[0].target;
}

/** The app's router link clears the filters. */
export const RouterClearLink: Story = {
  args: { clearHref: undefined, clearLink: <FakeRouterLink to="/products" /> },
  parameters: { screenshot: false },
  play: async ({ canvasElement }) => {
    const clear = within(canvasElement).getByRole('link', { name: 'Clear all' });
    await expect(clear).toHaveAttribute('href', '#/products');
    await expect(clear).toHaveAttribute('data-router-link');
  },
};

/**
 * What the server renders, as a phone shows it before the script runs (or without it): the
 * Filters button is a disclosure's summary that opens the same form in place.
 */
export const PhoneWithoutJavaScript: Story = {
  render: (args) => <FilterPanelLayout {...args} sheet={false} />,
  globals: { viewport: { value: 'phone390' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const summary = canvas.getByText('Filters (2 active)');
    const form = canvas.getByRole('form', { name: 'Filters' });
    await expect(shown(form)).toBe(false);
    await userEvent.click(summary);
    await expect(shown(within(form).getByRole('group', { name: 'Free from' }))).toBe(true);
    await expect(within(form).getByRole('button', { name: 'Apply' })).toHaveAttribute(
      'type',
      'submit',
    );
  },
};

/** The same server markup from 640 px: CSS shows the disclosure's content as the sidebar. */
export const WideWithoutJavaScript: Story = {
  render: (args) => <FilterPanelLayout {...args} sheet={false} />,
  parameters: { screenshot: false },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(shown(canvas.getByRole('form', { name: 'Filters' }))).toBe(true);
    await expect(shown(canvas.getByText('Filters (2 active)'))).toBe(false);
  },
};

/** What a story sends to swap the panel as the script would, without touching the page. */
const SCRIPT_ARRIVES = 'story:script-arrives';

/**
 * Renders the panel as the server does, with a button (or {@link SCRIPT_ARRIVES} on the document)
 * that turns on the phone's sheet.
 */
function SwappingLayout(props: ComponentProps<typeof FilterPanel>) {
  const [sheet, setSheet] = useState(false);
  useEffect(() => {
    const arrive = () => setSheet(true);
    document.addEventListener(SCRIPT_ARRIVES, arrive);
    return () => document.removeEventListener(SCRIPT_ARRIVES, arrive);
  }, []);
  return (
    <>
      <button type="button" onClick={() => setSheet(true)}>
        Script arrives
      </button>
      <FilterPanelLayout
        {...props}
        sheet={sheet}
        results={<p data-testid="results">The server&apos;s results</p>}
      />
    </>
  );
}

/**
 * When the script swaps the disclosure for the phone's sheet, the results are the same element:
 * an app that leaves them as the server wrote them (the shop's islands hand React their HTML as
 * it is) keeps whatever lives inside them. Rebuilt, they would lose it silently.
 */
export const ResultsKeptWhenTheSheetArrives: Story = {
  render: (args) => <SwappingLayout {...args} />,
  globals: { viewport: { value: 'phone390' } },
  parameters: { screenshot: false },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const results = canvas.getByTestId('results');
    await userEvent.click(canvas.getByRole('button', { name: 'Script arrives' }));
    await expect(canvas.getByRole('button', { name: /^Filters/ })).toBeInTheDocument();
    await expect(canvas.getByTestId('results')).toBe(results);
    await expect(results.isConnected).toBe(true);
  },
};

/**
 * The script arrives while a keyboard user is on the disclosure's Filters (an app that hydrates
 * the panel when reached for swaps it then): the sheet's button takes the focus, not the page.
 */
export const FocusCarriedToTheSheetButton: Story = {
  render: (args) => <SwappingLayout {...args} />,
  globals: { viewport: { value: 'phone390' } },
  parameters: { screenshot: false },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    canvas.getByText('Filters (2 active)').focus();
    document.dispatchEvent(new Event(SCRIPT_ARRIVES));
    const button = await canvas.findByRole('button', { name: /^Filters/ });
    await waitFor(() => expect(button).toHaveFocus());
    await expect(screen.queryByRole('dialog')).toBeNull();
  },
};

/**
 * The script arrives after the shopper opened the disclosure (the tap that started it): the
 * sheet opens with the filters, so the tap is not lost.
 */
export const OpenDisclosureOpensTheSheet: Story = {
  render: (args) => <SwappingLayout {...args} />,
  globals: { viewport: { value: 'phone390' } },
  parameters: { screenshot: false },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByText('Filters (2 active)'));
    document.dispatchEvent(new Event(SCRIPT_ARRIVES));
    const sheet = await screen.findByRole('dialog', { name: 'Filters' });
    await expect(within(sheet).getByRole('group', { name: 'Free from' })).toBeVisible();
    await expect(args.onOpenChange).toHaveBeenCalledWith(true);
  },
};
