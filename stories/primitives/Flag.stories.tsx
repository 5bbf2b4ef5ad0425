import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor } from 'storybook/test';
import { Flag } from '@atrium/ui';

// Usage guidance for the Docs page (Markdown).
const docsDescription = `
A country's flag, from its ISO 3166-1 alpha-2 code, as an SVG image loaded lazily.

**Use it** beside a country or language name (the language menu, addresses, phone prefixes).

**Don't use it** as the only way to name a language: flags stand for countries, and many languages are spoken in
several of them. Write the language's name.

**Accessibility**
- With \`label\` the flag is an image named by the country. Leave \`label\` out when the country's name is written
  beside it: the flag is then decorative and hidden from screen readers.
`;

const meta = {
  title: 'Primitives/Flag',
  component: Flag,
  args: { iso: 'ES', label: 'España' },
  parameters: { docs: { description: { component: docsDescription } } },
} satisfies Meta<typeof Flag>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A country's flag, an SVG file loaded when it shows; named by its country for screen readers. */
export const Default: Story = {
  play: async ({ canvas }) => {
    const flag = canvas.getByRole('img', { name: 'España' });
    await expect(flag.tagName).toBe('IMG');
    await expect(flag.getAttribute('src')).toMatch(/\/es[-.][\w.-]*svg/);
    await waitFor(() => expect((flag as HTMLImageElement).naturalWidth).toBeGreaterThan(0));
  },
};

/** Beside the country's written name the flag is decorative: no name of its own. */
export const Decorative: Story = {
  args: { label: undefined },
  render: (args) => (
    <p>
      <Flag {...args} /> España +34
    </p>
  ),
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.queryByRole('img')).toBeNull();
    await expect(canvasElement.querySelector('img')).toHaveAttribute('alt', '');
  },
};

/** A code with no flag file shows a neutral box of the same size, never a broken image. */
export const UnknownCountry: Story = {
  args: { iso: 'QQ', label: 'Desconocido' },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('img', { name: 'Desconocido' }).tagName).toBe('SPAN');
    await expect(canvasElement.querySelector('img')).toBeNull();
  },
};

/** Flags keep their 4:3 shape and a hairline edge at the size of the text around them. */
export const InText: Story = {
  render: () => (
    <ul>
      {[
        ['ES', 'España'],
        ['GB', 'Reino Unido'],
        ['JP', 'Japón'],
        ['NP', 'Nepal'],
        ['CH', 'Suiza'],
      ].map(([iso, name]) => (
        <li key={iso}>
          <Flag iso={iso!} /> {name}
        </li>
      ))}
    </ul>
  ),
  play: async ({ canvasElement }) => {
    const images = [...canvasElement.querySelectorAll('img')];
    await expect(images).toHaveLength(5);
    await waitFor(() => expect(images.every((image) => image.naturalWidth > 0)).toBe(true));
    for (const image of images) {
      const { width, height } = image.getBoundingClientRect();
      await expect(Math.round((width / height) * 3)).toBe(4);
    }
  },
};
