import type { Meta, StoryObj } from '@storybook/react-vite';
import { HelpCenterApp } from '@atrium/ui/views/help-center/HelpCenterView.tsx';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { layoutModes } from '../../../.storybook/modes';
import { failingFirst } from '../../toolbar/handlers';
import { API, HelpCenterFrame } from './HelpCenterFrame';

const SUPPORT = `${API}/support`;
const flakySend = failingFirst('post', SUPPORT, () => ({
  id: 'r1',
  name: 'Ana Ruiz',
  email: 'ana@example.com',
  subject: 'Facturas',
  message: '¿Dónde están?',
  createdAt: '2026-03-02T09:00:00.000Z',
}));

const meta = {
  title: 'Views/HelpCenter/Support',
  component: HelpCenterFrame,
  subcomponents: { HelpCenterApp },
  parameters: { route: '/apps/help-center/support', layout: 'fullscreen' },
  beforeEach: () => sessionStorage.removeItem('atrium.help-center.support-draft'),
} satisfies Meta<typeof HelpCenterFrame>;

export default meta;
type Story = StoryObj<typeof meta>;

const fields = (canvasElement: HTMLElement) => {
  const canvas = within(canvasElement);
  return {
    name: canvas.getByRole('textbox', { name: 'Nombre' }),
    email: canvas.getByRole('textbox', { name: 'Correo electrónico' }),
    subject: canvas.getByRole('textbox', { name: 'Asunto' }),
    message: canvas.getByRole('textbox', { name: 'Mensaje' }),
  };
};

async function fillAll(canvasElement: HTMLElement) {
  const { name, email, subject, message } = fields(canvasElement);
  await userEvent.type(name, 'Ana Ruiz');
  await userEvent.type(email, 'ana@example.com');
  await userEvent.type(subject, 'Facturas');
  await userEvent.type(message, '¿Dónde están?');
}

/** The form: heading, explanation, four required fields, clear and send. */
export const Default: Story = {
  parameters: { chromatic: { modes: layoutModes } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Soporte' })).toBeVisible();
    const form = canvas.getByRole('form', { name: 'Escríbenos' });
    for (const field of Object.values(fields(canvasElement))) await expect(field).toBeRequired();
    await expect(within(form).getByRole('button', { name: 'Enviar' })).toBeEnabled();
    await expect(within(form).getByRole('button', { name: 'Borrar' })).toBeEnabled();
  },
};

/** Sent empty: a message beside each field, the focus in the first; fixed one by one, each message goes. */
export const ChecksEveryField: Story = {
  name: 'Checks every field',
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const { name, email, subject, message } = fields(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Enviar' }));
    await expect(name).toHaveFocus();
    await expect(name).toHaveAccessibleDescription('Escribe tu nombre.');
    await expect(email).toHaveAccessibleDescription('Escribe un correo válido, como nombre@ejemplo.com.');
    await expect(subject).toHaveAccessibleDescription('Escribe el asunto.');
    await expect(message).toHaveAccessibleDescription('Escribe tu mensaje.');
    await expect(name).toBeInvalid();
    await userEvent.type(name, 'Ana');
    await expect(name).toBeValid();
    await userEvent.type(email, 'ana@');
    await userEvent.click(canvas.getByRole('button', { name: 'Enviar' }));
    // The first field still wrong takes the focus; what was typed stays.
    await expect(email).toHaveFocus();
    await expect(email).toHaveValue('ana@');
    await expect(name).toHaveValue('Ana');
  },
};

/** Every field right: sent, and a confirmation in place of the form. */
export const Sends: Story = {
  parameters: { chromatic: { disableSnapshot: true } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await fillAll(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Enviar' }));
    const confirmation = await canvas.findByRole('status', { name: 'Solicitud enviada' });
    await expect(confirmation).toHaveTextContent('Hemos recibido «Facturas»');
    await waitFor(() => expect(confirmation).toHaveFocus());
    await userEvent.click(within(confirmation).getByRole('button', { name: 'Enviar otra solicitud' }));
    await expect(await canvas.findByRole('textbox', { name: 'Nombre' })).toHaveValue('');
  },
};

/** The send fails: everything typed stays, an alert offers Retry, and Retry sends it. */
export const SendFails: Story = {
  name: 'Send fails',
  beforeEach: () => flakySend.reset(),
  parameters: { msw: { handlers: { support: flakySend.handler } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await fillAll(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Enviar' }));
    const alert = await canvas.findByRole('alert');
    await expect(alert).toHaveTextContent('No se ha podido enviar tu solicitud');
    const { name, email, subject, message } = fields(canvasElement);
    await expect(name).toHaveValue('Ana Ruiz');
    await expect(email).toHaveValue('ana@example.com');
    await expect(subject).toHaveValue('Facturas');
    await expect(message).toHaveValue('¿Dónde están?');
    await userEvent.click(within(alert).getByRole('button', { name: 'Reintentar' }));
    await expect(await canvas.findByRole('status', { name: 'Solicitud enviada' })).toBeVisible();
  },
};
