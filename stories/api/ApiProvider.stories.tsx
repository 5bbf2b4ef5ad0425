import { useEffect, useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, waitFor } from 'storybook/test';
import {
  ApiError,
  ApiProvider,
  LoadingBar,
  createApiClient,
  createRequestTracker,
  useApiClient,
  type ApiClient,
  type RequestTracker,
} from '@atrium/ui';
import type { User } from '@atrium/mock-api';

/** A caller below the provider: it asks for the user through the provider's client. */
function UserName() {
  const api = useApiClient();
  const [text, setText] = useState('…');
  useEffect(() => {
    api.get<User>('api/common/user').then(
      (user) => setText(user.name),
      (error: unknown) => setText(error instanceof ApiError ? `${error.status}: ${error.message}` : String(error)),
    );
  }, [api]);
  return <output aria-label="Respuesta">{text}</output>;
}

function Demo() {
  const [{ client, tracker }] = useState<{ client: ApiClient; tracker: RequestTracker }>(() => {
    const tracker = createRequestTracker(() => undefined);
    return { tracker, client: createApiClient({ tracker }) };
  });
  return (
    <ApiProvider client={client} tracker={tracker}>
      <LoadingBar />
      <UserName />
    </ApiProvider>
  );
}

const meta = {
  title: 'Api/ApiProvider',
  component: ApiProvider,
  render: () => <Demo />,
} satisfies Meta<typeof ApiProvider>;

export default meta;
// The demo renders the provider itself, so stories take no args.
type Story = StoryObj;

/** The client reaches the mock API and hands the caller the answer. */
export const Default: Story = {
  play: async ({ canvas }) => {
    await waitFor(() => expect(canvas.getByRole('status', { name: 'Respuesta' })).toHaveTextContent('Lucía Navarro'));
  },
};

/** A failing call reaches the caller as an ApiError with the server's status and message. */
export const Error: Story = {
  parameters: {
    msw: {
      handlers: {
        user: http.get('*/api/common/user', () => HttpResponse.json({ error: 'Servidor caído' }, { status: 500 })),
      },
    },
  },
  play: async ({ canvas }) => {
    await waitFor(() =>
      expect(canvas.getByRole('status', { name: 'Respuesta' })).toHaveTextContent('500: Servidor caído'),
    );
  },
};
