import type { Meta, StoryObj } from '@storybook/react-vite';
import { PublicHomeView } from '@atrium/ui/views/public-home/PublicHomeView.tsx';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { layoutModes } from '../../../.storybook/modes';
import { withAuthPage } from '../../pages/authStory';

const meta = {
  title: 'Views/Public home',
  component: PublicHomeView,
  parameters: { route: '/home', layout: 'fullscreen' },
} satisfies Meta<typeof PublicHomeView>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * Brings every screenshot in (they load lazily, as they near the viewport) and waits until each has
 * drawn: the files are really served, and the screenshot does not catch an empty frame.
 */
async function expectScreenshotsLoaded(canvasElement: HTMLElement) {
  const shots = within(canvasElement).getByRole('region', { name: 'Capturas' });
  const images = within(shots).getAllByRole('img');
  await expect(images).toHaveLength(4);
  for (const image of images as HTMLImageElement[]) {
    await expect(image).toHaveAttribute('loading', 'lazy');
    await expect(image.getAttribute('alt')).toMatch(/\w{3,}.*\w{3,}/);
    image.scrollIntoView({ block: 'center' });
    await waitFor(() => expect(image.complete && image.naturalWidth > 0).toBe(true));
  }
  window.scrollTo(0, 0);
}

/** A visitor: what the dashboard is, how it looks, and "Sign in"; at desktop and phone widths. */
export const SignedOut: Story = {
  name: 'Signed out',
  decorators: [withAuthPage('/home')],
  parameters: { chromatic: { modes: layoutModes } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const banner = canvas.getByRole('banner');
    await expect(within(banner).getByRole('link', { name: 'Atrium, inicio' })).toBeVisible();
    await expect(within(banner).getByRole('button', { name: 'Idioma: Español' })).toBeVisible();
    await expect(
      canvas.getByRole('heading', { level: 1, name: 'Un panel de administración listo para tu próximo proyecto' }),
    ).toBeVisible();

    const features = canvas.getByRole('region', { name: 'Qué incluye' });
    const names = within(features)
      .getAllByRole('heading', { level: 3 })
      .map((heading) => heading.textContent);
    await expect(names).toEqual(['Temas y diseños', 'Accesible', 'Dos idiomas', 'API simulada']);

    // The way in: "Sign in" in the header and in the hero, both to the sign-in page; no dashboard link.
    const signIn = await canvas.findAllByRole('link', { name: 'Iniciar sesión' });
    await expect(signIn).toHaveLength(2);
    for (const link of signIn) await expect(link).toHaveAttribute('href', '/sign-in');
    await expect(canvas.queryByRole('link', { name: 'Abrir el panel' })).not.toBeInTheDocument();

    await expect(canvas.getByRole('contentinfo')).toHaveTextContent(/© \d{4} Atrium/);
    await expectScreenshotsLoaded(canvasElement);
  },
};

/** Someone already signed in is offered the dashboard instead, and it opens. */
export const SignedIn: Story = {
  name: 'Signed in',
  parameters: { chromatic: { disableSnapshot: true } },
  decorators: [withAuthPage('/home', { signedIn: true })],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const open = await canvas.findAllByRole('link', { name: 'Abrir el panel' });
    await expect(open).toHaveLength(2);
    await expect(canvas.queryByRole('link', { name: 'Iniciar sesión' })).not.toBeInTheDocument();
    const hero = canvas.getByRole('region', { name: 'Un panel de administración listo para tu próximo proyecto' });
    await userEvent.click(within(hero).getByRole('link', { name: 'Abrir el panel' }));
    await expect(await canvas.findByLabelText('Ruta actual')).toHaveTextContent('/dashboard');
    await expect(canvas.getByLabelText('Estado de la sesión')).toHaveTextContent('signed-in');
  },
};

/** The header's language switch re-translates the page at once. */
export const SwitchesLanguage: Story = {
  name: 'Switches language',
  parameters: { chromatic: { disableSnapshot: true } },
  decorators: [withAuthPage('/home')],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Idioma: Español' }));
    const menu = await screen.findByRole('menu', { name: 'Idioma: Español' });
    await userEvent.click(within(menu).getByRole('menuitemradio', { name: 'English' }));
    await expect(
      await canvas.findByRole('heading', { level: 1, name: 'An admin dashboard ready for your next project' }),
    ).toBeVisible();
    await expect(canvas.getAllByRole('link', { name: 'Sign in' })).toHaveLength(2);
    await expect(canvas.getByRole('region', { name: 'Screenshots' })).toBeVisible();
    // Back to Spanish, so the next story starts where it expects.
    await userEvent.click(canvas.getByRole('button', { name: 'Language: English' }));
    const menuEn = await screen.findByRole('menu', { name: 'Language: English' });
    await userEvent.click(within(menuEn).getByRole('menuitemradio', { name: 'Español' }));
    await canvas.findByRole('button', { name: 'Idioma: Español' });
  },
};
