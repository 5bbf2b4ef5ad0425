import type { Meta, StoryObj } from '@storybook/react-vite';
import { Bell, Shield, User } from 'lucide-react';
import { expect, fn, userEvent } from 'storybook/test';
import { Tab, TabList, TabPanel, Tabs } from '@atrium/ui';

// Usage guidance for the Docs page (Markdown).
const docsDescription = `
Horizontal tabs that switch between panels of one page. Each \`Tab\`'s id matches a \`TabPanel\`'s id, and the
tabs sit in a \`TabList\`.

**Use it** for views of the same thing that people look at one at a time: a user's profile, security and
notification settings.

**Don't use it** to go to other pages (use navigation links), for steps that must be done in order (use a
stepper), or when people need to compare the panels side by side.

**Accessibility**
- react-aria gives the tabs pattern: the tab list is one tab stop; arrow keys move between tabs and select them,
  Home/End jump to the first and last; Tab then moves into the panel.
- Each panel is labelled by its tab. Name the \`TabList\` with \`aria-label\` when nothing on the page does.

**Props**: the table lists Atrium's own props and the ones the stories set; the rest are react-aria's [\`Tabs\`](https://react-spectrum.adobe.com/react-aria/Tabs.html) props, documented there.
`;

const meta = {
  title: 'Primitives/Tabs',
  component: Tabs,
  args: { onSelectionChange: fn(), defaultSelectedKey: 'profile' },
  render: (args) => (
    <Tabs {...args}>
      <TabList aria-label="Ajustes de la cuenta">
        <Tab id="profile">Perfil</Tab>
        <Tab id="security">Seguridad</Tab>
        <Tab id="notifications">Notificaciones</Tab>
      </TabList>
      <TabPanel id="profile">Nombre, foto y datos de contacto.</TabPanel>
      <TabPanel id="security">Contraseña y verificación en dos pasos.</TabPanel>
      <TabPanel id="notifications">Qué avisos recibes y por dónde.</TabPanel>
    </Tabs>
  ),
  parameters: { docs: { description: { component: docsDescription } } },
  subcomponents: { TabList, Tab, TabPanel },
} satisfies Meta<typeof Tabs>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args, canvas }) => {
    const profile = canvas.getByRole('tab', { name: 'Perfil' });
    await expect(profile).toHaveAttribute('aria-selected', 'true');
    await expect(canvas.getByRole('tabpanel', { name: 'Perfil' })).toHaveTextContent(
      'Nombre, foto y datos de contacto.',
    );

    await userEvent.click(profile);
    await userEvent.keyboard('{ArrowRight}');
    const security = canvas.getByRole('tab', { name: 'Seguridad' });
    await expect(security).toHaveFocus();
    await expect(security).toHaveAttribute('aria-selected', 'true');
    await expect(args.onSelectionChange).toHaveBeenLastCalledWith('security');
    await expect(canvas.getByRole('tabpanel', { name: 'Seguridad' })).toHaveTextContent(
      'Contraseña y verificación en dos pasos.',
    );
    await expect(canvas.queryByText('Nombre, foto y datos de contacto.')).not.toBeInTheDocument();

    // Arrows wrap around; Home and End jump to the ends.
    await userEvent.keyboard('{ArrowRight}{ArrowRight}');
    await expect(profile).toHaveAttribute('aria-selected', 'true');
    await userEvent.keyboard('{End}');
    await expect(canvas.getByRole('tabpanel', { name: 'Notificaciones' })).toBeVisible();
    await userEvent.click(security);
    await expect(canvas.getByRole('tabpanel', { name: 'Seguridad' })).toBeVisible();
  },
};

export const WithIcons: Story = {
  render: (args) => (
    <Tabs {...args}>
      <TabList aria-label="Ajustes de la cuenta">
        <Tab id="profile" icon={<User />}>
          Perfil
        </Tab>
        <Tab id="security" icon={<Shield />}>
          Seguridad
        </Tab>
        <Tab id="notifications" icon={<Bell />}>
          Notificaciones
        </Tab>
      </TabList>
      <TabPanel id="profile">Nombre, foto y datos de contacto.</TabPanel>
      <TabPanel id="security">Contraseña y verificación en dos pasos.</TabPanel>
      <TabPanel id="notifications">Qué avisos recibes y por dónde.</TabPanel>
    </Tabs>
  ),
  play: async ({ canvas }) => {
    // The icons are decorative: the names stay the labels alone.
    const tabs = canvas.getAllByRole('tab');
    await expect(tabs.map((tab) => tab.textContent)).toEqual(['Perfil', 'Seguridad', 'Notificaciones']);
    await expect(tabs[0]!.querySelector('svg')).toBeInTheDocument();
    await userEvent.click(canvas.getByRole('tab', { name: 'Notificaciones' }));
    await expect(canvas.getByRole('tabpanel', { name: 'Notificaciones' })).toHaveTextContent(
      'Qué avisos recibes y por dónde.',
    );
  },
};

export const DisabledTab: Story = {
  args: { disabledKeys: ['security'] },
  play: async ({ canvas }) => {
    const security = canvas.getByRole('tab', { name: 'Seguridad' });
    await expect(security).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(security, { pointerEventsCheck: 0 });
    await expect(security).toHaveAttribute('aria-selected', 'false');
    // Keyboard navigation skips it.
    await userEvent.click(canvas.getByRole('tab', { name: 'Perfil' }));
    await userEvent.keyboard('{ArrowRight}');
    await expect(canvas.getByRole('tab', { name: 'Notificaciones' })).toHaveFocus();
    await expect(canvas.getByRole('tabpanel', { name: 'Notificaciones' })).toBeVisible();
  },
};
