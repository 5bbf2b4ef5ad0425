import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Avatar, avatarSizes, avatarStatuses, colorRoles } from '@atrium/ui';

// An inline picture (so the story needs no network), painted from the default palette.
const { selected: backdrop, primaryText: figure } = colorRoles('default', 'light');
const portrait =
  'data:image/svg+xml;utf8,' +
  encodeURIComponent(
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64">' +
      `<rect width="64" height="64" fill="${backdrop}"/><circle cx="32" cy="26" r="12" fill="${figure}"/>` +
      `<path d="M10 60c2-14 12-20 22-20s20 6 22 20z" fill="${figure}"/></svg>`,
  );

// Usage guidance for the Docs page (Markdown).
const docsDescription = `
Shows who a person is: their picture, or their initials when there is no picture (or it fails to load), or a
generic person icon when there is no name either. An optional dot shows their presence.

**Use it** beside a person's name in lists, headers, comments and chats, and in the user menu.

**Don't use it** for things that are not people (a product, a company logo): use an image or an \`Icon\`. Don't
make it clickable on its own; wrap it with the name in a link or a button that says where it goes.

**Accessibility**
- \`name\` is the picture's alternative text and the source of the initials; the initials (or the generic
  icon) are an image named by the full name, so screen readers hear "Ana García", not "AG".
- The presence dot is named (for example "online"), so its meaning does not rest on colour alone.
- When the name is also written next to the avatar, screen readers hear it twice; that is acceptable for a
  picture of a person, but keep avatars out of buttons that already carry the name.
`;

const meta = {
  title: 'Primitives/Avatar',
  component: Avatar,
  args: { name: 'Ana García', size: 'md' },
  argTypes: {
    size: { control: 'inline-radio', options: avatarSizes },
    status: { control: 'select', options: [undefined, ...avatarStatuses] },
  },
  parameters: { docs: { description: { component: docsDescription } } },
} satisfies Meta<typeof Avatar>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('img', { name: 'Ana García' })).toHaveTextContent('AG');
  },
};

export const Image: Story = {
  args: { src: portrait, size: 'lg' },
  play: async ({ canvas }) => {
    const img = canvas.getByRole('img', { name: 'Ana García' });
    await expect(img.tagName).toBe('IMG');
    await expect(img).toHaveAttribute('src', portrait);
  },
};

export const Initials: Story = {
  args: { name: 'María José de la Fuente' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('img', { name: 'María José de la Fuente' })).toHaveTextContent('MF');
  },
};

export const BrokenImageFallsBack: Story = {
  args: { src: 'data:image/png;base64,AAAA', name: 'Luis Pérez' },
  play: async ({ canvas }) => {
    const face = await canvas.findByText('LP');
    await expect(face).toHaveAccessibleName('Luis Pérez');
  },
};

export const DefaultIcon: Story = {
  args: { name: undefined },
  play: async ({ canvas }) => {
    const face = canvas.getByRole('img', { name: 'Usuario' });
    await expect(face.querySelector('svg')).toBeInTheDocument();
    await expect(face).toHaveTextContent('');
  },
};

export const Sizes: Story = {
  render: (args) => (
    <div style={{ display: 'flex', gap: 16, alignItems: 'center' }}>
      {avatarSizes.map((size) => (
        <Avatar key={size} {...args} size={size} name={`Tamaño ${size}`} status="online" />
      ))}
    </div>
  ),
  play: async ({ canvas }) => {
    const widths = avatarSizes.map((size) =>
      Math.round(canvas.getByRole('img', { name: `Tamaño ${size}` }).getBoundingClientRect().width),
    );
    await expect(widths).toEqual([24, 36, 56]);
  },
};

const people = [
  ['online', 'Ana García', 'En línea'],
  ['away', 'Luis Pérez', 'Ausente'],
  ['busy', 'Marta Ruiz', 'Ocupado'],
  ['not-visible', 'Jorge Díaz', 'No visible'],
] as const;

export const AllStatuses: Story = {
  render: (args) => (
    <ul style={{ display: 'flex', gap: 24, listStyle: 'none', margin: 0, padding: 0 }}>
      {people.map(([status, name]) => (
        <li key={status}>
          <Avatar {...args} name={name} status={status} size="lg" />
        </li>
      ))}
    </ul>
  ),
  play: async ({ canvas }) => {
    const items = canvas.getAllByRole('listitem');
    for (const [index, [status, name, statusText]] of people.entries()) {
      const item = within(items[index]!);
      await expect(item.getByRole('img', { name })).toBeInTheDocument();
      const dot = item.getByRole('img', { name: statusText });
      await expect(dot).toHaveAttribute('data-status', status);
    }
  },
};
