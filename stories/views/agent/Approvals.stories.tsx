import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { AgentApprovals } from '@atrium/ui/views/agent/approvals/AgentApprovals.tsx';
import { layoutModes } from '../../../.storybook/modes';
import { meAs, owner } from '../../access/me';
import { failingFirst, neverAnswers } from '../../toolbar/handlers';
import { expectRetryOffered, retryRecovers } from '../errorStories';
import { CANCELLABLE_ORDER, REFUNDABLE_ORDER, proposeChanges } from './tabStories';

const APPROVALS = '*/api/agent/approvals';
/** The states that look the same at every width are shot at desktop size only. */
const desktopOnly = { 'mobile-light': { disable: true }, 'mobile-dark': { disable: true } };
const APPROVE = '*/api/agent/approvals/approve';
const flaky = failingFirst('get', APPROVALS, () => []);

/**
 * The changes the assistant proposed over the mock: before each story the Owner asked it to cancel
 * #11998 and to refund #11995, and rejected a cancellation of #11995 with a reason.
 */
const meta = {
  title: 'Views/Agent/Approvals',
  component: AgentApprovals,
  beforeEach: proposeChanges,
  parameters: { route: '/agent/approvals', layout: 'padded', actor: 'owner', chromatic: { modes: layoutModes } },
} satisfies Meta<typeof AgentApprovals>;

export default meta;
type Story = StoryObj<typeof meta>;

const REFUND = new RegExp(`^Reembolsar 1355,20\\s€ del pedido #${REFUNDABLE_ORDER}$`);
const CANCEL = `Cancelar el pedido #${CANCELLABLE_ORDER} (ahora Pendiente)`;
const region = (canvasElement: HTMLElement, name: RegExp | string) =>
  within(canvasElement).findByRole('region', { name });
const card = (container: HTMLElement, name: RegExp | string) => within(container).findByRole('article', { name });

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const waiting = await region(canvasElement, 'En espera (2)');
    const refund = await card(waiting, REFUND);
    await expect(within(refund).getByText('Lo pidió Lucía Navarro', { exact: false })).toBeVisible();
    await expect(within(refund).getByRole('blockquote')).toHaveTextContent(`reembolsa el pedido #${REFUNDABLE_ORDER}`);
    await expect(within(refund).getByRole('link', { name: `Ver el pedido #${REFUNDABLE_ORDER}` })).toHaveAttribute(
      'href',
      `/orders/${REFUNDABLE_ORDER}`,
    );
    // The buttons wait for the actor's permissions, which may answer after the list.
    await waitFor(() => expect(within(refund).getByRole('button', { name: 'Aprobar' })).toBeEnabled());
    await expect(within(refund).getByRole('button', { name: 'Rechazar' })).toBeEnabled();
    await expect(await card(waiting, CANCEL)).toBeVisible();
    // The newest first: the refund asked last is on top.
    await expect(within(waiting).getAllByRole('article')[0]).toBe(refund);

    const decided = await region(canvasElement, 'Decididas');
    const rejected = await card(decided, `Cancelar el pedido #${REFUNDABLE_ORDER} (ahora En preparación)`);
    await expect(within(rejected).getByText('Rechazada')).toBeVisible();
    await expect(within(rejected).getByText(/^Rechazada por Lucía Navarro/)).toBeVisible();
    await expect(within(rejected).getByText('Motivo: El cliente quiere recibirlo.')).toBeVisible();
    await expect(within(rejected).queryByRole('button')).not.toBeInTheDocument();
  },
};

export const Empty: Story = {
  parameters: {
    msw: { handlers: { approvals: http.get(APPROVALS, () => HttpResponse.json([])) } },
    chromatic: { modes: desktopOnly },
  },
  play: async ({ canvasElement }) => {
    const waiting = await region(canvasElement, 'En espera (0)');
    await expect(within(waiting).getByText('Nada espera tu aprobación.')).toBeVisible();
    await expect(
      within(await region(canvasElement, 'Decididas')).getByText('Aún no se ha decidido ninguna.'),
    ).toBeVisible();
  },
};

export const Loading: Story = {
  parameters: {
    msw: { handlers: { approvals: neverAnswers('get', APPROVALS) } },
    chromatic: { modes: desktopOnly },
  },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('status')).toHaveTextContent('Cargando las aprobaciones…');
  },
};

export const Error: Story = {
  beforeEach: () => flaky.reset(),
  parameters: {
    msw: { handlers: { approvals: flaky.handler } },
    chromatic: { modes: desktopOnly },
  },
  play: async ({ canvasElement }) => {
    const alert = await within(canvasElement).findByRole('alert');
    await expect(alert).toHaveTextContent('No se han podido cargar las aprobaciones.');
    await expectRetryOffered(alert);
  },
};

export const RetryRecovers: Story = retryRecovers(Error, async ({ canvasElement }) => {
  await userEvent.click(within(canvasElement).getByRole('button', { name: 'Reintentar' }));
  await expect(await within(canvasElement).findByText('Nada espera tu aprobación.')).toBeVisible();
});

/** Approving performs the refund: the approval moves to the decided list, approved by the Owner. */
export const ApprovesRefund: Story = {
  parameters: { chromatic: { disableSnapshot: true } },
  play: async ({ canvasElement }) => {
    const waiting = await region(canvasElement, 'En espera (2)');
    await userEvent.click(within(await card(waiting, REFUND)).getByRole('button', { name: 'Aprobar' }));
    const decided = await region(canvasElement, 'Decididas');
    const approved = await card(decided, REFUND);
    await expect(within(approved).getByText(/^Aprobada por Lucía Navarro/)).toBeVisible();
    await expect(await region(canvasElement, 'En espera (1)')).toBeVisible();
    // What the API now holds: the order refunded, as the order's page reads it.
    await waitFor(async () => {
      const order = (await (await fetch(`/api/orders/order?number=${REFUNDABLE_ORDER}`)).json()) as {
        paymentStatus: string;
        timeline: { actor: { kind: string; name: string } | null }[];
      };
      await expect(order.paymentStatus).toBe('refunded');
      await expect(
        order.timeline.some((event) => event.actor?.kind === 'agent' && event.actor.name === 'Lucía Navarro'),
      ).toBe(true);
    });
  },
};

/** Reject asks why: without a reason the dialog says so and nothing is sent. */
export const RejectNeedsReason: Story = {
  play: async ({ canvasElement }) => {
    const waiting = await region(canvasElement, 'En espera (2)');
    await userEvent.click(within(await card(waiting, CANCEL)).getByRole('button', { name: 'Rechazar' }));
    const dialog = await within(document.body).findByRole('dialog', { name: `Rechazar: ${CANCEL}` });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Rechazar' }));
    const reason = within(dialog).getByRole('textbox', { name: /Motivo/ });
    await expect(reason).toBeInvalid();
    await expect(within(dialog).getByText('Escribe el motivo del rechazo.')).toBeVisible();
    await expect(reason).toHaveAttribute('maxlength', '500');
    await expect(await region(canvasElement, 'En espera (2)')).toBeVisible();
  },
};

/** With a reason, the rejection is kept with it, and the order is not changed. */
export const RejectsWithReason: Story = {
  parameters: { chromatic: { disableSnapshot: true } },
  play: async ({ canvasElement }) => {
    const waiting = await region(canvasElement, 'En espera (2)');
    await userEvent.click(within(await card(waiting, CANCEL)).getByRole('button', { name: 'Rechazar' }));
    const dialog = await within(document.body).findByRole('dialog', { name: `Rechazar: ${CANCEL}` });
    await userEvent.type(within(dialog).getByRole('textbox', { name: /Motivo/ }), 'Ya ha salido del almacén.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Rechazar' }));
    const rejected = await card(await region(canvasElement, 'Decididas'), CANCEL);
    await expect(within(rejected).getByText('Motivo: Ya ha salido del almacén.')).toBeVisible();
    await expect(await region(canvasElement, 'En espera (1)')).toBeVisible();
  },
};

/** The API refuses the approval (someone decided it first): it goes back to waiting, and the refusal is said. */
export const ApproveRefused: Story = {
  parameters: {
    msw: {
      handlers: {
        approve: http.post(APPROVE, () =>
          HttpResponse.json({ code: 'invalid_state', error: 'The approval was already approved' }, { status: 409 }),
        ),
      },
    },
  },
  play: async ({ canvasElement }) => {
    const waiting = await region(canvasElement, 'En espera (2)');
    await userEvent.click(within(await card(waiting, REFUND)).getByRole('button', { name: 'Aprobar' }));
    const alert = await within(canvasElement).findByRole('alert');
    await expect(alert).toHaveTextContent(
      /^No se ha podido aprobar «Reembolsar 1355,20\s€ del pedido #11995»: Alguien ya la había decidido\./,
    );
    await expectRetryOffered(alert);
    await expect(await card(await region(canvasElement, 'En espera (2)'), REFUND)).toBeVisible();
  },
};

/**
 * A Viewer reads the approvals but decides none: Approve and Reject stay focusable, inert, and say which
 * permission is missing.
 */
export const ViewerCannotDecide: Story = {
  parameters: {
    actor: 'viewer',
    chromatic: { modes: desktopOnly },
  },
  play: async ({ canvasElement }) => {
    const refund = await card(await region(canvasElement, 'En espera (2)'), REFUND);
    for (const name of ['Aprobar', 'Rechazar']) {
      // The button is drawn again once the Viewer's permissions are in (slower on a loaded machine): it is
      // looked up afresh until it says why it is disabled.
      await waitFor(
        () => expect(within(refund).getByRole('button', { name })).toHaveAttribute('aria-disabled', 'true'),
        { timeout: 5000 },
      );
      await expect(within(refund).getByRole('button', { name })).toHaveAccessibleDescription(
        'Necesitas el permiso «Aprobar propuestas»',
      );
    }
    await userEvent.click(within(refund).getByRole('button', { name: 'Rechazar' }));
    await expect(within(document.body).queryByRole('dialog')).not.toBeInTheDocument();
  },
};

/** Approving also needs the change's own permission: without `orders:refund` the refund's Approve says so. */
export const ApproveNeedsTheChangesPermission: Story = {
  parameters: {
    chromatic: { disableSnapshot: true },
    msw: {
      handlers: {
        me: meAs({ ...owner, permissions: owner.permissions.filter((permission) => permission !== 'orders:refund') }),
      },
    },
  },
  play: async ({ canvasElement }) => {
    const refund = await card(await region(canvasElement, 'En espera (2)'), REFUND);
    const approve = within(refund).getByRole('button', { name: 'Aprobar' });
    await waitFor(() => expect(approve).toHaveAttribute('aria-disabled', 'true'));
    await expect(approve).toHaveAccessibleDescription('Necesitas el permiso «Reembolsar pedidos»');
    // A cancellation needs orders:cancel, which this user holds.
    await expect(
      within(await card(canvasElement, CANCEL)).getByRole('button', { name: 'Aprobar' }),
    ).not.toHaveAttribute('aria-disabled');
  },
};
