import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { Archive, Copy, Link, Mail, Pencil, Share2, Trash2 } from 'lucide-react';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import type { Selection } from 'react-aria-components';
import {
  Button,
  Menu,
  MenuItem,
  MenuSection,
  MenuSeparator,
  MenuTrigger,
  SubmenuTrigger,
  type MenuProps,
} from '@atrium/ui';

function ActionsMenu(args: MenuProps<object>) {
  return (
    <MenuTrigger>
      <Button variant="secondary">Acciones</Button>
      <Menu {...args}>
        <MenuItem id="edit" icon={<Pencil />} shortcut="Ctrl+E">
          Editar
        </MenuItem>
        <MenuItem id="duplicate" icon={<Copy />} shortcut="Ctrl+D">
          Duplicar
        </MenuItem>
        <SubmenuTrigger>
          <MenuItem id="share" icon={<Share2 />}>
            Compartir
          </MenuItem>
          <Menu {...args}>
            <MenuItem id="share-mail" icon={<Mail />}>
              Por correo
            </MenuItem>
            <MenuItem id="share-link" icon={<Link />}>
              Copiar enlace
            </MenuItem>
          </Menu>
        </SubmenuTrigger>
        <MenuSeparator />
        <MenuItem id="archive" icon={<Archive />} isDisabled>
          Archivar
        </MenuItem>
        <MenuItem id="delete" icon={<Trash2 />} shortcut="Supr">
          Eliminar
        </MenuItem>
      </Menu>
    </MenuTrigger>
  );
}

// Usage guidance for the Docs page (Markdown).
const docsDescription = `
A menu of actions in a popover, opened by a button. \`MenuTrigger\` wraps the button and the \`Menu\`; items are
\`MenuItem\`, grouped in \`MenuSection\`s, split by \`MenuSeparator\`s; \`SubmenuTrigger\` nests a menu.
\`selectionMode\` turns items into checkable options.

**Use it** for a list of actions on something (a row's "More" button, a user menu) or for a small set of view
options.

**Don't use it** for navigation between pages (use links or the navigation components), or to pick a value in a
form (use a \`Select\`).

**Accessibility**
- react-aria gives the menu pattern: Enter, Space or ArrowDown on the trigger opens it with the focus on the first
  item (ArrowUp on the last); arrow keys move; typing jumps to an item; Enter or Space runs it; Escape closes and
  returns the focus to the trigger. ArrowRight opens a submenu, ArrowLeft closes it.
- The trigger needs a name: an \`IconButton\`'s label, or the button's text.
- Items with icons or shortcuts need \`textValue\` so typeahead and screen readers use their words.

**Props**: the table lists Atrium's own props and the ones the stories set; the rest are react-aria's [\`Menu\`](https://react-spectrum.adobe.com/react-aria/Menu.html) props, documented there.
`;

const meta = {
  title: 'Primitives/Menu',
  component: Menu,
  args: { onAction: fn() },
  render: (args) => <ActionsMenu {...args} />,
  parameters: { docs: { description: { component: docsDescription } } },
  subcomponents: { MenuTrigger, MenuItem, MenuSection, MenuSeparator, SubmenuTrigger },
} satisfies Meta<typeof Menu>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The shortcut shown in an item: the text drawn by the <kbd> that describes it (see Menu.tsx). */
function shortcutOf(item: HTMLElement): string {
  const kbd = document.getElementById(item.getAttribute('aria-describedby') ?? '');
  return kbd ? getComputedStyle(kbd, '::before').content.replace(/^"|"$/g, '') : '';
}

/** The story canvas's queries (what `play` receives as `canvas`). */
type Canvas = Pick<typeof screen, 'getByRole'>;

async function openMenu(canvas: Canvas) {
  const trigger = canvas.getByRole('button', { name: 'Acciones' });
  await userEvent.click(trigger);
  const menu = await screen.findByRole('menu');
  return { trigger, menu };
}

export const Default: Story = {
  play: async ({ args, canvas }) => {
    const trigger = canvas.getByRole('button', { name: 'Acciones' });
    trigger.focus();
    await userEvent.keyboard('{ArrowDown}');
    const menu = await screen.findByRole('menu');
    const edit = within(menu).getByRole('menuitem', { name: 'Editar' });
    await waitFor(() => expect(edit).toHaveFocus());
    await expect(shortcutOf(edit)).toBe('Ctrl+E');
    await userEvent.keyboard('{ArrowDown}');
    await waitFor(() => expect(within(menu).getByRole('menuitem', { name: 'Duplicar' })).toHaveFocus());
    await userEvent.keyboard('{Enter}');
    await expect(args.onAction).toHaveBeenCalledWith('duplicate', undefined);
    await waitFor(() => expect(screen.queryByRole('menu')).not.toBeInTheDocument());
    await waitFor(() => expect(trigger).toHaveFocus());
  },
};

export const Submenu: Story = {
  play: async ({ args, canvas }) => {
    const trigger = canvas.getByRole('button', { name: 'Acciones' });
    trigger.focus();
    await userEvent.keyboard('{ArrowDown}');
    const menu = await screen.findByRole('menu');
    const share = within(menu).getByRole('menuitem', { name: 'Compartir' });
    await expect(share).toHaveAttribute('aria-haspopup', 'menu');
    await userEvent.keyboard('{ArrowDown}{ArrowDown}');
    await waitFor(() => expect(share).toHaveFocus());
    await userEvent.keyboard('{ArrowRight}');
    const submenu = await screen.findByRole('menu', { name: 'Compartir' });
    await waitFor(() => expect(within(submenu).getByRole('menuitem', { name: 'Por correo' })).toHaveFocus());
    // ArrowLeft closes only the submenu and returns to its item.
    await userEvent.keyboard('{ArrowLeft}');
    await waitFor(() => expect(screen.getAllByRole('menu')).toHaveLength(1));
    await waitFor(() => expect(share).toHaveFocus());
    await userEvent.keyboard('{ArrowRight}');
    const reopened = await screen.findByRole('menu', { name: 'Compartir' });
    await waitFor(() => expect(within(reopened).getByRole('menuitem', { name: 'Por correo' })).toHaveFocus());
    await userEvent.keyboard('{ArrowDown}{Enter}');
    await expect(args.onAction).toHaveBeenCalledWith('share-link', undefined);
    await waitFor(() => expect(screen.queryByRole('menu')).not.toBeInTheDocument());
    await waitFor(() => expect(trigger).toHaveFocus());
  },
};

export const EscapeCloses: Story = {
  play: async ({ args, canvas }) => {
    const { trigger } = await openMenu(canvas);
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('menu')).not.toBeInTheDocument());
    await waitFor(() => expect(trigger).toHaveFocus());

    // Inside a submenu, Escape closes one level at a time, and focus returns to the trigger at the end.
    await userEvent.keyboard('{ArrowDown}');
    const menu = await screen.findByRole('menu');
    await userEvent.keyboard('{ArrowDown}{ArrowDown}{ArrowRight}');
    const submenu = await screen.findByRole('menu', { name: 'Compartir' });
    await waitFor(() => expect(within(submenu).getByRole('menuitem', { name: 'Por correo' })).toHaveFocus());
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.getAllByRole('menu')).toHaveLength(1));
    await waitFor(() => expect(within(menu).getByRole('menuitem', { name: 'Compartir' })).toHaveFocus());
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('menu')).not.toBeInTheDocument());
    await waitFor(() => expect(trigger).toHaveFocus());
    await expect(args.onAction).not.toHaveBeenCalled();
  },
};

export const DisabledItem: Story = {
  play: async ({ args, canvas }) => {
    const { menu } = await openMenu(canvas);
    const archive = within(menu).getByRole('menuitem', { name: 'Archivar' });
    await expect(archive).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(archive, { pointerEventsCheck: 0 });
    await expect(args.onAction).not.toHaveBeenCalled();
    await expect(screen.getByRole('menu')).toBeInTheDocument();
  },
};

export const Sections: Story = {
  render: (args) => (
    <MenuTrigger>
      <Button variant="secondary">Cuenta</Button>
      <Menu {...args}>
        <MenuSection title="Perfil">
          <MenuItem id="profile">Ver perfil</MenuItem>
          <MenuItem id="settings">Preferencias</MenuItem>
        </MenuSection>
        <MenuSeparator />
        <MenuSection title="Sesión">
          <MenuItem id="logout">Cerrar sesión</MenuItem>
        </MenuSection>
      </Menu>
    </MenuTrigger>
  ),
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Cuenta' }));
    const menu = await screen.findByRole('menu');
    const session = within(menu).getByRole('group', { name: 'Sesión' });
    await userEvent.click(within(session).getByRole('menuitem', { name: 'Cerrar sesión' }));
    await expect(args.onAction).toHaveBeenCalledWith('logout', undefined);
  },
};

function SortMenu(args: MenuProps<object>) {
  const [selected, setSelected] = useState<Selection>(new Set(['name']));
  return (
    <MenuTrigger>
      <Button variant="secondary">Ordenar</Button>
      <Menu {...args} selectionMode="single" selectedKeys={selected} onSelectionChange={setSelected}>
        <MenuItem id="name">Nombre</MenuItem>
        <MenuItem id="date">Fecha</MenuItem>
        <MenuItem id="size">Tamaño</MenuItem>
      </Menu>
    </MenuTrigger>
  );
}

export const SingleSelection: Story = {
  render: (args) => <SortMenu {...args} />,
  play: async ({ canvas }) => {
    const trigger = canvas.getByRole('button', { name: 'Ordenar' });
    await userEvent.click(trigger);
    let menu = await screen.findByRole('menu');
    await expect(within(menu).getByRole('menuitemradio', { name: 'Nombre' })).toBeChecked();
    await userEvent.click(within(menu).getByRole('menuitemradio', { name: 'Fecha' }));
    await waitFor(() => expect(screen.queryByRole('menu')).not.toBeInTheDocument());
    await userEvent.click(trigger);
    menu = await screen.findByRole('menu');
    await expect(within(menu).getByRole('menuitemradio', { name: 'Fecha' })).toBeChecked();
    await expect(within(menu).getByRole('menuitemradio', { name: 'Nombre' })).not.toBeChecked();
  },
};

export const MultipleSelection: Story = {
  render: (args) => (
    <MenuTrigger>
      <Button variant="secondary">Columnas</Button>
      <Menu {...args} selectionMode="multiple" defaultSelectedKeys={['email']}>
        <MenuItem id="email">Correo</MenuItem>
        <MenuItem id="phone">Teléfono</MenuItem>
        <MenuItem id="company">Empresa</MenuItem>
      </Menu>
    </MenuTrigger>
  ),
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Columnas' }));
    const menu = await screen.findByRole('menu');
    const phone = within(menu).getByRole('menuitemcheckbox', { name: 'Teléfono' });
    await userEvent.click(phone);
    // Multiple selection keeps the menu open so several options can be toggled.
    await expect(phone).toBeChecked();
    await expect(within(menu).getByRole('menuitemcheckbox', { name: 'Correo' })).toBeChecked();
    await expect(within(menu).getByRole('menuitemcheckbox', { name: 'Empresa' })).not.toBeChecked();
  },
};
