import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { Playground } from '@atrium/ui/views/agent/playground/Playground.tsx';
import { PlaygroundSessionProvider } from '@atrium/ui/views/agent/playground/session.tsx';
import { replay, type Turn } from '@atrium/ui/views/agent/components/reply.ts';
import { layoutModes } from '../../../.storybook/modes';
import { expectRetryOffered, retryRecovers } from '../errorStories';
import { AgentFrame, RUNS, announcements, replyEvents, streamedRun } from './agentStories';

/**
 * The Playground over the mock API's rule-based assistant (its seed configuration: Spanish, friendly, the
 * greeting before a conversation's first reply). Seed order #10234 is delivered and paid.
 */
const meta = {
  title: 'Views/Agent/Playground',
  component: AgentFrame,
  subcomponents: { Playground },
  parameters: { route: '/agent/playground', layout: 'fullscreen', chromatic: { modes: layoutModes } },
} satisfies Meta<typeof AgentFrame>;

export default meta;
type Story = StoryObj<typeof meta>;

const transcript = (canvasElement: HTMLElement) =>
  within(canvasElement).findByRole('log', { name: 'Conversación con el asistente' });

/** The Inspector: docked beside the conversation on a wide screen (a region), a modal drawer on a narrow one. */
async function findInspector() {
  const body = within(document.body);
  return waitFor(() => {
    const found =
      body.queryByRole('region', { name: 'Inspector' }) ?? body.queryByRole('dialog', { name: 'Inspector' });
    if (!found) throw new globalThis.Error('The Inspector is not open');
    return found;
  });
}

/** Types a message into the composer and sends it with Enter. */
async function ask(canvasElement: HTMLElement, message: string) {
  const field = await within(canvasElement).findByRole('textbox', { name: 'Mensaje' });
  await userEvent.click(field);
  await userEvent.paste(message);
  await userEvent.keyboard('{Enter}');
}

/** A reply streams in and completes: heard once, whole; the transcript itself is not read out word by word. */
export const Default: Story = {
  parameters: { actor: 'owner' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await ask(canvasElement, '¿Cuántos pedidos hay?');
    const log = await transcript(canvasElement);
    await expect(log).toHaveAttribute('aria-live', 'off');
    await expect(within(log).getByText('¿Cuántos pedidos hay?')).toBeVisible();
    const reply = 'Hola, soy el asistente de Atrium. ¡Claro! Hay 2000 pedidos.';
    await expect(await within(log).findByText(reply)).toBeVisible();
    await waitFor(() => expect(announcements()).toEqual([`El asistente responde: ${reply}`]));
    // Finished: its actions are offered, and the composer sends again.
    await expect(within(log).getByRole('button', { name: 'Copiar la respuesta' })).toBeEnabled();
    await expect(within(log).getByRole('button', { name: 'Buena respuesta' })).toHaveAttribute('aria-pressed', 'false');
    await expect(canvas.getByRole('button', { name: 'Enviar' })).toBeDisabled();
    await expect(canvas.queryByRole('button', { name: 'Detener' })).not.toBeInTheDocument();
  },
};

/** No conversation yet: what to ask, and a suggestion asks it. */
export const Empty: Story = {
  parameters: { actor: 'owner' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Pregunta algo al asistente')).toBeVisible();
    const suggestions = canvas.getByRole('list', { name: 'Preguntas para empezar' });
    await expect(within(suggestions).getAllByRole('button')).toHaveLength(4);
    await expect(canvas.queryByRole('log')).not.toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: 'Nueva conversación' })).toBeDisabled();
  },
};

/** The first run call fails with a 500; later ones fall through to the mock's assistant. */
const failingRun = (() => {
  let calls = 0;
  return {
    handler: http.post(RUNS, () => {
      calls += 1;
      if (calls === 1) return HttpResponse.json({ error: 'Server error' }, { status: 500 });
      return undefined;
    }),
    reset: () => {
      calls = 0;
    },
  };
})();

/** The run call fails: the reply says so and offers Retry. */
export const Error: Story = {
  beforeEach: () => failingRun.reset(),
  parameters: {
    actor: 'owner',
    msw: {
      handlers: {
        runs: failingRun.handler,
      },
    },
  },
  play: async ({ canvasElement }) => {
    await ask(canvasElement, '¿Cuántos pedidos hay?');
    const log = await transcript(canvasElement);
    await expect(await within(log).findByText('El asistente no pudo responder.')).toBeVisible();
    await expectRetryOffered(log);
    await waitFor(() => expect(announcements()).toEqual(['El asistente no pudo responder']));
  },
};

/** Retry asks again, as a new turn, and the assistant answers. */
export const RetryRecovers: Story = retryRecovers(Error, async ({ canvasElement }) => {
  const log = await transcript(canvasElement);
  await userEvent.click(within(log).getByRole('button', { name: 'Reintentar' }));
  await expect(await within(log).findByText(/Hay 2000 pedidos\./)).toBeVisible();
  await expect(within(log).getAllByText('¿Cuántos pedidos hay?')).toHaveLength(2);
});

/** The answer ends without `run.completed`: what came stays, the reply says it was cut, and Retry is offered. */
export const CutOff: Story = {
  parameters: {
    actor: 'owner',
    msw: { handlers: { runs: streamedRun(replyEvents('Hola, el pedido #10234 está'), 'close') } },
  },
  play: async ({ canvasElement }) => {
    await ask(canvasElement, '¿Cómo va el pedido #10234?');
    const log = await transcript(canvasElement);
    await expect(await within(log).findByText('La respuesta se cortó antes de terminar.')).toBeVisible();
    await expect(within(log).getByText('Hola, el pedido #10234 está')).toBeVisible();
    await expectRetryOffered(log);
    await waitFor(() => expect(announcements()).toEqual(['La respuesta se cortó antes de terminar']));
  },
};

/** Stop mid-reply: the request is aborted, the words so far stay, marked as stopped. */
export const Stopped: Story = {
  parameters: {
    actor: 'owner',
    msw: { handlers: { runs: streamedRun(replyEvents('Un momento, estoy buscando tu pedido y '), 'hold') } },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await ask(canvasElement, '¿Cómo va el pedido #10234?');
    const log = await transcript(canvasElement);
    await expect(await within(log).findByText(/Un momento, estoy buscando tu pedido y/)).toBeVisible();
    await userEvent.click(await canvas.findByRole('button', { name: 'Detener' }));
    await expect(await within(log).findByText('Detenida: la respuesta se quedó a medias.')).toBeVisible();
    await expect(within(log).getByText(/Un momento, estoy buscando tu pedido y/)).toBeVisible();
    await expect(await canvas.findByRole('button', { name: 'Enviar' })).toBeInTheDocument();
    await waitFor(() => expect(announcements()).toEqual(['Respuesta detenida']));
  },
};

/**
 * A write the signed-in person may not make: the Viewer asks for a refund, and the assistant's tool refuses
 * it, naming `orders:refund`, the refusal the mock sends (the Inspector shows the refused call); nothing
 * waits for approval.
 */
export const ForbiddenWrite: Story = {
  parameters: { actor: 'viewer' },
  play: async ({ canvasElement }) => {
    await ask(canvasElement, 'Reembolsa el pedido #10234');
    const log = await transcript(canvasElement);
    await expect(
      await within(log).findByText(/No puedo hacer eso por ti: necesitas el permiso orders:refund\./),
    ).toBeVisible();
    await expect(within(log).queryByText('Cambio pendiente de aprobación')).not.toBeInTheDocument();
    await userEvent.click(await within(log).findByRole('button', { name: 'Ver en el inspector' }));
    const inspector = await findInspector();
    const refused = await within(inspector).findByText(/Rechazado: falta el permiso «.+» \(orders:refund\)\./);
    await expect(refused).toBeVisible();
  },
};

/** Asking for a person hands the conversation over: the user is told, with the way to the chat. */
export const Handover: Story = {
  parameters: { actor: 'owner' },
  play: async ({ canvasElement }) => {
    await ask(canvasElement, 'Quiero hablar con una persona');
    const log = await transcript(canvasElement);
    await expect(await within(log).findByText('Conversación pasada a una persona')).toBeVisible();
    const link = within(log).getByRole('link', { name: 'Abrir la conversación en el chat' });
    await expect(link.getAttribute('href')).toMatch(/^\/chat\/.+/);
    await expect(await within(log).findByText(/Paso esta conversación a una persona del equipo\./)).toBeVisible();
  },
};

/** An order asked for by number comes back as its card, linked to the order; the Inspector shows the lookup. */
export const OrderCard: Story = {
  parameters: { actor: 'owner' },
  play: async ({ canvasElement }) => {
    await ask(canvasElement, '¿Cómo va el pedido #10234?');
    const log = await transcript(canvasElement);
    const card = await within(log).findByRole('article', { name: 'Pedido #10234' });
    await expect(within(card).getByRole('link', { name: 'Pedido #10234' })).toHaveAttribute('href', '/orders/10234');
    await expect(within(card).getByText('Pagado')).toBeVisible();
    await userEvent.click(await within(log).findByRole('button', { name: 'Ver en el inspector' }));
    const inspector = await findInspector();
    const timeline = within(inspector).getByRole('list', { name: 'Cronología de la ejecución' });
    await expect(within(timeline).getByText('Buscar un pedido')).toBeVisible();
    await expect(within(timeline).getByText(/^Pedido #10234 de /)).toBeVisible();
    await userEvent.click(within(timeline).getByRole('button', { name: 'JSON' }));
    await expect(await within(timeline).findByText(/"orderNumber": 10234/)).toBeVisible();
  },
};

/** Sixty finished turns of one conversation, as stored runs replay them. */
const longConversation: Turn[] = Array.from({ length: 60 }, (_, index) => {
  const events = replyEvents(`Respuesta número ${index + 1}: hay 2000 pedidos y todos van bien.`, `run-long-${index}`);
  const ms = events.length * 35;
  events.push({ seq: events.length, ms, type: 'run.completed', outcome: 'resolved', durationMs: ms });
  return { id: `long-${index}`, message: `Pregunta número ${index + 1}`, reply: replay(events) };
});

/**
 * A long conversation opens at its newest 50 turns (earlier ones on request, the one being read staying
 * put); a reply streaming in while the reader is scrolled up leaves them where they were.
 */
export const LongConversation: Story = {
  parameters: {
    actor: 'owner',
    chromatic: { disableSnapshot: true },
    msw: {
      handlers: {
        runs: streamedRun(
          replyEvents('Una respuesta que llega palabra a palabra mientras lees más arriba, sin moverte de sitio. '),
          'hold',
          80,
        ),
      },
    },
  },
  render: () => (
    <PlaygroundSessionProvider initialTurns={longConversation}>
      <Playground />
    </PlaygroundSessionProvider>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const log = await transcript(canvasElement);
    await expect(within(log).getByText('Pregunta número 60')).toBeInTheDocument();
    await expect(within(log).queryByText('Pregunta número 10')).not.toBeInTheDocument();
    // At the newest turn.
    await waitFor(() => expect(log.scrollHeight - log.scrollTop - log.clientHeight).toBeLessThan(48));
    // Sent, the bottom is in view while the reply starts streaming in.
    await ask(canvasElement, '¿Y ahora?');
    await expect(await within(log).findByText(/^Una respuesta/)).toBeInTheDocument();
    // The reader scrolls up (their wheel, then the scroll it makes): more words arrive, the view stays.
    log.dispatchEvent(new WheelEvent('wheel', { deltaY: -4000, bubbles: true }));
    log.scrollTop = 200;
    log.dispatchEvent(new Event('scroll'));
    await expect(await within(log).findByText(/mientras lees más arriba/)).toBeInTheDocument();
    await expect(log.scrollTop).toBe(200);
    await userEvent.click(canvas.getByRole('button', { name: 'Detener' }));
    await expect(await within(log).findByText('Detenida: la respuesta se quedó a medias.')).toBeInTheDocument();
    // At the top, earlier turns are drawn above the one being read, which stays where it is.
    log.dispatchEvent(new WheelEvent('wheel', { deltaY: -4000, bubbles: true }));
    log.scrollTop = 0;
    log.dispatchEvent(new Event('scroll'));
    const reading = within(log).getByText('Pregunta número 11');
    const top = reading.getBoundingClientRect().top;
    await userEvent.click(within(log).getByRole('button', { name: 'Mostrar 10 turnos anteriores' }));
    await expect(await within(log).findByText('Pregunta número 1')).toBeInTheDocument();
    await waitFor(() => expect(Math.abs(reading.getBoundingClientRect().top - top)).toBeLessThan(2));
  },
};

/** The first rating call fails with a 500; later ones fall through to the mock. */
const failingFeedback = (() => {
  let calls = 0;
  return {
    handler: http.post(`${RUNS}/feedback`, () => {
      calls += 1;
      if (calls === 1) return HttpResponse.json({ error: 'Server error' }, { status: 500 });
      return undefined;
    }),
    reset: () => {
      calls = 0;
    },
  };
})();

/** A rating shows at once; refused, it is undone and says so with Retry, which saves it. */
export const FeedbackFails: Story = {
  beforeEach: () => failingFeedback.reset(),
  parameters: {
    actor: 'owner',
    chromatic: { disableSnapshot: true },
    msw: { handlers: { feedback: failingFeedback.handler } },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await ask(canvasElement, '¿Cuántos pedidos hay?');
    const log = await transcript(canvasElement);
    const good = await within(log).findByRole('button', { name: 'Buena respuesta' });
    await userEvent.click(good);
    await expect(await canvas.findByText('No se pudo guardar tu valoración; se ha deshecho.')).toBeVisible();
    await expect(good).toHaveAttribute('aria-pressed', 'false');
    await userEvent.click(canvas.getByRole('button', { name: 'Reintentar' }));
    await waitFor(() => expect(good).toHaveAttribute('aria-pressed', 'true'));
    await waitFor(() =>
      expect(canvas.queryByText('No se pudo guardar tu valoración; se ha deshecho.')).not.toBeInTheDocument(),
    );
  },
};
