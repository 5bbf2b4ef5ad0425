import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { AppConfigProvider } from '@atrium/ui';
import { ThemeStudioView } from '@atrium/ui/views/theme-studio/ThemeStudioView.tsx';
import { layoutModes } from '../../../.storybook/modes';
import { memoryStorage } from '../../memoryStorage';

let storage = memoryStorage();

const meta = {
  title: 'Views/ThemeStudio',
  component: ThemeStudioView,
  // The studio calls no API: any actor sees the same page.
  parameters: { route: '/ui/theme', layout: 'fullscreen', actor: 'viewer' },
  beforeEach: () => {
    storage = memoryStorage();
  },
  render: () => (
    <AppConfigProvider storage={storage}>
      <ThemeStudioView storage={storage} />
    </AppConfigProvider>
  ),
} satisfies Meta<typeof ThemeStudioView>;

export default meta;
type Story = StoryObj<typeof meta>;

const contrastStatus = (canvasElement: HTMLElement) =>
  within(within(canvasElement).getByRole('region', { name: 'Contraste (WCAG AA)' })).getByRole('status');

/** Chooses `option` in the select named `label`. */
async function choose(canvasElement: HTMLElement, label: string, option: string) {
  await userEvent.click(within(canvasElement).getByRole('button', { name: new RegExp(label) }));
  await userEvent.click(await screen.findByRole('option', { name: option }));
}

/** The default draft: controls, the two previews wearing it, and every pair passing. */
export const Default: Story = {
  parameters: { chromatic: { modes: layoutModes } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Estudio de temas' })).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: 'Nombre' })).toHaveValue('Mi tema');
    await expect(canvas.getByRole('textbox', { name: /Color principal/ })).toHaveValue('#4F46E5');
    const light = canvas.getByRole('group', { name: 'Claro' });
    const dark = canvas.getByRole('group', { name: 'Oscuro' });
    // Each preview wears the draft's own class, so its primary button is the draft's colour in its scheme.
    await expect(light).toHaveClass('atrium-studio-preview-light');
    const primaryButton = within(light).getByRole('button', { name: 'Guardar' });
    await expect(getComputedStyle(primaryButton).backgroundColor).toBe('rgb(79, 70, 229)');
    await expect(within(dark).getByRole('button', { name: 'Guardar' })).toBeVisible();
    await expect(contrastStatus(canvasElement)).toHaveTextContent('Todos los pares cumplen WCAG AA en claro y oscuro.');
  },
};

/** Dark text on the primary fill misses AA: the pair is listed with its ratio and a suggested colour. */
export const FailingContrast: Story = {
  parameters: {
    chromatic: { modes: layoutModes },
    // The light preview shows the draft as it is, failing pair included: that is what the report flags.
    // Axe checks the rest of the page; the preview's contrast is the studio's own check, asserted below.
    a11y: { context: { exclude: ['.atrium-studio-preview-light'] } },
  },
  play: async ({ canvasElement }) => {
    await choose(canvasElement, 'Texto sobre el color principal', 'Oscuro (casi negro)');
    await waitFor(() =>
      expect(contrastStatus(canvasElement)).toHaveTextContent(/\d+ (par no cumple|pares no cumplen) WCAG AA\./),
    );
    const list = within(canvasElement).getByRole('list', { name: 'Pares que no cumplen' });
    const pair = within(list)
      .getAllByRole('listitem')
      .find((item) => item.textContent?.startsWith('texto sobre principal sobre principal (Claro)'));
    await expect(pair).toBeDefined();
    await expect(pair!).toHaveTextContent(/\d,\d\d:1, mínimo 4,50:1/);
    await expect(pair!).toHaveTextContent(/Sugerencia: texto sobre principal #[0-9a-f]{6}/);
  },
};

/** Saved, the theme is stored with its stylesheet and chosen as the app's theme. */
export const Saved: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const name = canvas.getByRole('textbox', { name: 'Nombre' });
    await userEvent.clear(name);
    await userEvent.type(name, 'Marca otoño');
    await userEvent.click(canvas.getByRole('button', { name: 'Guardar y aplicar' }));
    await expect(canvas.getByText(/^Tema guardado y aplicado/)).toBeVisible();
    const saved = JSON.parse(storage.data.get('atrium.customTheme') ?? '{}') as { name?: string; css?: string };
    await expect(saved.name).toBe('Marca otoño');
    await expect(saved.css).toMatch(/^\.atrium-custom-light\{--/);
    await expect(JSON.parse(storage.data.get('atrium.config') ?? '{}')).toMatchObject({ theme: 'custom' });
  },
};

/** An empty name cannot be saved or exported, and says why. */
export const NameRequired: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.clear(canvas.getByRole('textbox', { name: 'Nombre' }));
    await expect(canvas.getByText('Escribe un nombre de como mucho 40 caracteres.')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Guardar y aplicar' })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: 'Exportar JSON' })).toBeDisabled();
  },
};

const themeFile = (text: string) => new File([text], 'tema.json', { type: 'application/json' });
const fileInput = (canvasElement: HTMLElement) => canvasElement.querySelector<HTMLInputElement>('input[type="file"]')!;

/** A file that is not a theme is refused with what is wrong; a good one fills the controls. */
export const Import: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.upload(fileInput(canvasElement), themeFile('{ no es json'));
    await expect(await canvas.findByRole('alert')).toHaveTextContent('El archivo no es JSON válido.');
    const bad = { version: 1, name: 'Roto', primary: 'rojo', accent: '#334155' };
    await userEvent.upload(fileInput(canvasElement), themeFile(JSON.stringify(bad)));
    await waitFor(() =>
      expect(canvas.getByRole('alert')).toHaveTextContent('El archivo tiene un valor no válido en «Color principal».'),
    );
    await expect(canvas.getByRole('textbox', { name: 'Nombre' })).toHaveValue('Mi tema');
    const good = {
      version: 1,
      name: 'Bosque',
      primary: '#15803d',
      accent: '#44403c',
      onPrimary: 'light',
      neutralTint: 40,
      radius: 'round',
      density: 'compact',
      typeScale: 'large',
    };
    await userEvent.upload(fileInput(canvasElement), themeFile(JSON.stringify(good)));
    await waitFor(() => expect(canvas.getByRole('textbox', { name: 'Nombre' })).toHaveValue('Bosque'));
    await expect(canvas.queryByRole('alert')).not.toBeInTheDocument();
    await expect(canvas.getByText('Tema importado. Revísalo y guárdalo para aplicarlo.')).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: /Color principal/ })).toHaveValue('#15803D');
  },
};
