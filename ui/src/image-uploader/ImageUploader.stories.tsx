import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, spyOn, userEvent, waitFor, within } from 'storybook/test';
import { creamImage, serumImage } from '../stories/fixtures';
import { ImageUploader, type ImageUploaderProps } from './ImageUploader';

/** A real PNG of one colour, drawn here so nothing comes from the network. */
async function pngFile(name: string, colour: string, size = 40): Promise<File> {
  const canvas = document.createElement('canvas');
  canvas.width = size;
  canvas.height = size;
  const context = canvas.getContext('2d')!;
  context.fillStyle = colour;
  context.fillRect(0, 0, size, size);
  const blob = await new Promise<Blob>((resolve) => canvas.toBlob((png) => resolve(png!)));
  return new File([blob], name, { type: 'image/png' });
}

/** Drops files on an element as a user's drag from the desktop does. */
function drop(target: Element, ...files: File[]) {
  const dataTransfer = new DataTransfer();
  for (const file of files) dataTransfer.items.add(file);
  target.dispatchEvent(
    new DragEvent('dragover', { dataTransfer, bubbles: true, cancelable: true }),
  );
  target.dispatchEvent(new DragEvent('drop', { dataTransfer, bubbles: true, cancelable: true }));
}

/** The uploader as the product form holds it: alt text and the stored photo in state. */
function Stateful(args: ImageUploaderProps) {
  const [alt, setAlt] = useState(args.alt);
  const [value, setValue] = useState(args.value);
  return (
    <ImageUploader
      {...args}
      alt={alt}
      value={value}
      onAltChange={(next) => {
        setAlt(next);
        args.onAltChange(next);
      }}
      onRemove={
        args.onRemove &&
        (() => {
          setValue(undefined);
          args.onRemove?.();
        })
      }
    />
  );
}

const meta = {
  title: 'Back office/ImageUploader',
  component: ImageUploader,
  args: { alt: '', onSelect: fn(), onAltChange: fn(), onRemove: fn() },
  render: (args) => <Stateful {...args} />,
  decorators: [(Story) => <div style={{ maxInlineSize: '36rem' }}>{Story()}</div>],
} satisfies Meta<typeof ImageUploader>;

export default meta;
type Story = StoryObj<typeof meta>;

const stored = { value: serumImage, alt: 'Rose serum in a glass dropper bottle' };

export const Empty: Story = { tags: ['rtl'] };
export const WithPhoto: Story = { args: stored };
export const Uploading: Story = { args: { value: creamImage, busy: true } };
export const UploadFailed: Story = {
  args: { error: 'The file is not a JPEG, PNG or WebP image.' },
};
export const AltTextMissing: Story = {
  args: { value: serumImage, altError: 'Say what the photo shows.' },
};
export const WithPhotoDark: Story = { args: stored, globals: { theme: 'dark' } };

export const ChoosingAPhotoShowsItAtOnce: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByLabelText('Drop a photo here or choose one');
    await expect(input).toHaveAttribute('accept', 'image/jpeg,image/png,image/webp');
    await expect(input).toHaveAccessibleDescription('JPEG, PNG or WebP, up to 8 MB.');
    const file = await pngFile('serum.png', '#c45c86');
    await userEvent.upload(input, file);
    await expect(args.onSelect).toHaveBeenCalledWith(file);
    const preview = canvasElement.querySelector('img');
    await expect(preview?.src).toMatch(/^blob:/);
    await waitFor(() => expect(preview?.complete && preview.naturalWidth).toBe(40));
  },
};

/** A file held over the frame lights it up, and leaving takes the light away. */
export const DraggingAFileOverLightsUpTheZone: Story = {
  play: async ({ canvasElement }) => {
    const zone = canvasElement.querySelector('fieldset > div')!;
    const dataTransfer = new DataTransfer();
    dataTransfer.items.add(await pngFile('serum.png', '#c45c86'));
    zone.dispatchEvent(
      new DragEvent('dragover', { dataTransfer, bubbles: true, cancelable: true }),
    );
    await waitFor(() => expect(zone).toHaveAttribute('data-dragging'));
    zone.dispatchEvent(new DragEvent('dragleave', { dataTransfer, bubbles: true }));
    await waitFor(() => expect(zone).not.toHaveAttribute('data-dragging'));
    // Held over it again for the picture.
    zone.dispatchEvent(
      new DragEvent('dragover', { dataTransfer, bubbles: true, cancelable: true }),
    );
    await waitFor(() => expect(zone).toHaveAttribute('data-dragging'));
  },
};

export const DroppingAPhotoSelectsIt: Story = {
  parameters: { screenshot: false },
  play: async ({ args, canvasElement }) => {
    const zone = canvasElement.querySelector('fieldset > div')!;
    const file = await pngFile('cream.png', '#e2b89a');
    drop(zone, file);
    await expect(args.onSelect).toHaveBeenCalledWith(file);
    await waitFor(() => expect(canvasElement.querySelector('img')?.src).toMatch(/^blob:/));
  },
};

export const AFileOfAnotherTypeIsRefused: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const zone = canvasElement.querySelector('fieldset > div')!;
    drop(zone, new File(['%PDF-1.7'], 'price-list.pdf', { type: 'application/pdf' }));
    await waitFor(() =>
      expect(canvas.getByRole('alert')).toHaveTextContent('Choose a JPEG, PNG or WebP photo.'),
    );
    const input = canvas.getByLabelText('Drop a photo here or choose one');
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveAccessibleDescription(
      'JPEG, PNG or WebP, up to 8 MB. Choose a JPEG, PNG or WebP photo.',
    );
    // A photo that is welcome clears the message.
    const png = await pngFile('ok.png', '#8fb196');
    drop(zone, png);
    await waitFor(() => expect(canvas.getByRole('alert')).toBeEmptyDOMElement());
    await expect(args.onSelect).toHaveBeenCalledWith(png);
    // SVG is an image, but not one the shop takes (script can hide in it).
    drop(zone, new File(['<svg/>'], 'logo.svg', { type: 'image/svg+xml' }));
    await waitFor(() =>
      expect(canvas.getByRole('alert')).toHaveTextContent('Choose a JPEG, PNG or WebP photo.'),
    );
    await expect(args.onSelect).toHaveBeenCalledTimes(1);
  },
};

export const ATooLargeFileIsRefused: Story = {
  args: { maxBytes: 64, tooLargeMessage: 'Choose a photo of 64 bytes or less.' },
  parameters: { screenshot: false },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByLabelText('Drop a photo here or choose one');
    await userEvent.upload(input, await pngFile('big.png', '#6d3a63', 400));
    await expect(canvas.getByRole('alert')).toHaveTextContent(
      'Choose a photo of 64 bytes or less.',
    );
    await expect(args.onSelect).not.toHaveBeenCalled();
  },
};

export const ObjectUrlsAreFreedWhenReplacedAndOnUnmount: Story = {
  parameters: { screenshot: false },
  render: function Render(args) {
    const [shown, setShown] = useState(true);
    return (
      <>
        <button type="button" onClick={() => setShown(false)}>
          Close
        </button>
        {shown && <Stateful {...args} />}
      </>
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const revoke = spyOn(URL, 'revokeObjectURL');
    try {
      const input = canvas.getByLabelText('Drop a photo here or choose one');
      await userEvent.upload(input, await pngFile('first.png', '#c45c86'));
      const first = canvasElement.querySelector('img')!.src;
      await userEvent.upload(input, await pngFile('second.png', '#8fb196'));
      const second = canvasElement.querySelector('img')!.src;
      await expect(second).not.toBe(first);
      await waitFor(() => expect(revoke).toHaveBeenCalledWith(first));
      await expect(revoke).not.toHaveBeenCalledWith(second);
      await userEvent.click(canvas.getByRole('button', { name: 'Close' }));
      await waitFor(() => expect(revoke).toHaveBeenCalledWith(second));
    } finally {
      revoke.mockRestore();
    }
  },
};

export const UploadErrorIsAnnouncedAndThePreviewGoesBack: Story = {
  args: { value: serumImage, error: 'The photo is larger than 8 MB.' },
  parameters: { screenshot: false },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent('The photo is larger than 8 MB.');
    await expect(canvas.getByLabelText('Drop a photo here or choose one')).toHaveAttribute(
      'aria-invalid',
      'true',
    );
    // The file that failed is not shown as if it were the product's photo.
    await expect(canvasElement.querySelector('img')).toHaveAttribute('src', serumImage);
  },
};

export const BusyIsAnnounced: Story = {
  ...Uploading,
  parameters: { screenshot: false },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('status')).toHaveTextContent('Uploading photo…');
    await expect(canvas.getByRole('group', { name: 'Photo' })).toHaveAttribute('aria-busy', 'true');
    // Still usable: another photo can be chosen while one uploads.
    await expect(canvas.getByLabelText('Drop a photo here or choose one')).toBeEnabled();
  },
};

export const AltTextIsRequiredAndExplained: Story = {
  ...WithPhoto,
  parameters: { screenshot: false },
  play: async ({ args, canvasElement }) => {
    const alt = within(canvasElement).getByRole('textbox', { name: 'Alt text' });
    await expect(alt).toBeRequired();
    await expect(alt).toHaveAccessibleDescription(
      'What the photo shows, for shoppers who cannot see it.',
    );
    await userEvent.clear(alt);
    await userEvent.type(alt, 'Serum bottle');
    await expect(args.onAltChange).toHaveBeenLastCalledWith('Serum bottle');
  },
};

export const RemovingThePhotoFocusesTheFileInput: Story = {
  ...WithPhoto,
  parameters: { screenshot: false },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Remove photo' }));
    await expect(args.onRemove).toHaveBeenCalledTimes(1);
    await expect(canvasElement.querySelector('img')).toBeNull();
    await expect(canvas.queryByRole('button', { name: 'Remove photo' })).toBeNull();
    await expect(canvas.getByLabelText('Drop a photo here or choose one')).toHaveFocus();
  },
};
