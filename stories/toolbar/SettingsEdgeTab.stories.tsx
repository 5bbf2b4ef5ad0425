import type { Meta, StoryObj } from '@storybook/react-vite';
import { Bell, Star, UserRound } from 'lucide-react';
import { expect, waitFor, within } from 'storybook/test';
import {
  AppConfigProvider,
  AppLayout,
  Button,
  IconButton,
  QuickChat,
  QuickChatProvider,
  QuickChatToggle,
  SettingsDrawer,
  useNavigation,
  useUser,
  type StorageLike,
} from '@atrium/ui';
import { desktopOnlyModes, mobileOnlyModes } from '../../.storybook/modes';
import { SampleToolbar, YEAR } from '../layouts/LayoutDemo';

/** Settings chosen in a story are kept for that story only. */
const memoryStorage = (): StorageLike => {
  const data = new Map<string, string>();
  return {
    getItem: (key) => data.get(key) ?? null,
    setItem: (key, value) => void data.set(key, value),
    removeItem: (key) => void data.delete(key),
  };
};
let storage = memoryStorage();

/** Rows whose last control sits at the content's inline end, where the tab is: a list's star, a table's columns. */
function EdgeContent() {
  return (
    <div style={{ display: 'grid', gap: 8, padding: 16 }}>
      <h1 style={{ margin: 0 }}>Usuarios</h1>
      {Array.from({ length: 24 }, (_, index) => (
        <div key={index} style={{ display: 'flex', alignItems: 'center', gap: 8 }}>
          <span style={{ flex: 1 }}>Fila {index + 1}</span>
          {index === 5 ? (
            <Button variant="secondary">Columnas</Button>
          ) : (
            <IconButton label={`Destacar la fila ${index + 1}`} icon={<Star />} />
          )}
        </div>
      ))}
    </div>
  );
}

/** The app's shell with the settings tab on its edge, as the app draws it. */
function ShellWithEdgeTab() {
  const navigation = useNavigation();
  const user = useUser();
  if (!navigation.data || !user.data) return <p>Cargando…</p>;
  return (
    <AppConfigProvider storage={storage} initial={{ scheme: 'auto' }}>
      <QuickChatProvider>
        <AppLayout
          layout="classy"
          navigation={navigation.data}
          user={user.data}
          year={YEAR}
          toolbar={<SampleToolbar />}
          notifications={<IconButton label="Notificaciones" icon={<Bell />} tooltipPlacement="bottom" />}
          userMenu={<IconButton label="Menú de usuario" icon={<UserRound />} tooltipPlacement="bottom" />}
          quickChat={<QuickChat />}
          quickChatToggle={<QuickChatToggle />}
        >
          <EdgeContent />
        </AppLayout>
        <SettingsDrawer trigger="edge" />
      </QuickChatProvider>
    </AppConfigProvider>
  );
}

const meta = {
  title: 'Toolbar/SettingsEdgeTab',
  component: ShellWithEdgeTab,
  subcomponents: { SettingsDrawer },
  beforeEach: () => {
    storage = memoryStorage();
  },
  parameters: { layout: 'fullscreen', actor: 'owner', chromatic: { modes: desktopOnlyModes } },
} satisfies Meta<typeof ShellWithEdgeTab>;

export default meta;
type Story = StoryObj<typeof meta>;

const overlaps = (a: DOMRect, b: DOMRect) =>
  a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;

/** The controls of the page's content that the tab's box overlaps (by their names), at the scroll position now. */
function controlsUnderTab(tab: HTMLElement, main: HTMLElement): string[] {
  const box = tab.getBoundingClientRect();
  return [...main.querySelectorAll<HTMLElement>('button, a[href], input, [role="button"]')]
    .filter((control) => control.getClientRects().length > 0 && overlaps(box, control.getBoundingClientRect()))
    .map((control) => control.getAttribute('aria-label') ?? control.textContent ?? control.tagName);
}

/** Checks the tab is on the edge and over no control of the content, at the top and scrolled to the end. */
async function checkClearOfContent(canvasElement: HTMLElement) {
  const canvas = within(canvasElement);
  const main = await canvas.findByRole('main', {}, { timeout: 5000 });
  await canvas.findByRole('button', { name: 'Columnas' });
  const tab = canvas.getByRole('button', { name: 'Ajustes' });
  await expect(getComputedStyle(tab).position).toBe('fixed');
  // The content (inside the main area's padding) ends where the tab begins: its lane stays free.
  const contentEnd = () => main.getBoundingClientRect().right - parseFloat(getComputedStyle(main).paddingInlineEnd);
  await waitFor(() => expect(contentEnd()).toBeLessThanOrEqual(tab.getBoundingClientRect().left));
  // The row's last control, at the content's very end, stops short of the tab.
  const columns = within(main).getByRole('button', { name: 'Columnas' });
  await expect(columns.getBoundingClientRect().right).toBeLessThanOrEqual(tab.getBoundingClientRect().left);
  await expect(controlsUnderTab(tab, main)).toEqual([]);
  for (const control of main.querySelectorAll<HTMLElement>('button')) {
    control.scrollIntoView({ block: 'center' });
    await expect(controlsUnderTab(tab, main)).toEqual([]);
  }
  window.scrollTo(0, document.documentElement.scrollHeight);
  await expect(controlsUnderTab(tab, main)).toEqual([]);
  window.scrollTo(0, 0);
}

/** At desktop width the tab keeps to a 40 px lane at the content's end, beside the quick-chat rail. */
export const KeepsClearOfContent: Story = {
  play: async ({ canvasElement }) => {
    await checkClearOfContent(canvasElement);
    const tab = within(canvasElement).getByRole('button', { name: 'Ajustes' });
    await expect(Math.round(tab.getBoundingClientRect().width)).toBe(40);
  },
};

/** On a phone the tab is slimmer (32 px), and its lane with it. */
export const KeepsClearOfContentOnAPhone: Story = {
  globals: { viewport: { value: 'mobile' } },
  parameters: { chromatic: { modes: mobileOnlyModes } },
  play: async ({ canvasElement }) => {
    await checkClearOfContent(canvasElement);
    const tab = within(canvasElement).getByRole('button', { name: 'Ajustes' });
    await expect(Math.round(tab.getBoundingClientRect().width)).toBe(32);
    await expect(Math.round(tab.getBoundingClientRect().right)).toBe(window.innerWidth);
  },
};
