/** Story helpers for the layouts: data from the mock API, placeholder widgets, sample content, checks. */
import type { ReactNode } from 'react';
import { Bell, Globe, LayoutGrid, Mail, Maximize, Search, UserRound } from 'lucide-react';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import {
  AppLayout,
  IconButton,
  QuickChat,
  QuickChatProvider,
  QuickChatToggle,
  useNavigation,
  useUser,
  type LayoutName,
} from '@atrium/ui';
import { CurrentRoute } from '../navigation/NavDemo';

/** The footer year is fixed so screenshots do not change on New Year's Day. */
export const YEAR = 2026;

function Placeholder({ label, icon }: { label: string; icon: ReactNode }) {
  return <IconButton label={label} icon={icon} tooltipPlacement="bottom" />;
}

/** The widgets that always sit in the top bar; the bell and the user menu are passed apart. */
export function SampleToolbar() {
  return (
    <>
      <Placeholder label="Idioma" icon={<Globe />} />
      <Placeholder label="Pantalla completa" icon={<Maximize />} />
      <Placeholder label="Buscar" icon={<Search />} />
      <Placeholder label="Accesos directos" icon={<LayoutGrid />} />
      <Placeholder label="Mensajes" icon={<Mail />} />
    </>
  );
}

export function SampleContent() {
  return (
    <div style={{ padding: 24, display: 'grid', gap: 16 }}>
      <h1 style={{ margin: 0 }}>Panel del proyecto</h1>
      <CurrentRoute />
      <p style={{ margin: 0, maxWidth: '70ch' }}>
        Resumen de la actividad de la semana: tareas abiertas, pedidos pendientes y mensajes sin leer. El contenido de
        cada área se muestra aquí, dentro del marco del diseño elegido.
      </p>
      <div
        style={{ display: 'grid', gap: 16, gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 220px), 1fr))' }}
      >
        {['Tareas abiertas', 'Pedidos pendientes', 'Mensajes sin leer', 'Usuarios activos'].map((title, index) => (
          <section
            key={title}
            aria-label={title}
            style={{ padding: 16, borderRadius: 12, border: '1px solid var(--sample-border, currentColor)' }}
          >
            <h2 style={{ margin: 0, fontSize: '1rem' }}>{title}</h2>
            <p style={{ margin: '8px 0 0', fontSize: '2rem', fontWeight: 700 }}>{[24, 7, 12, 318][index]}</p>
          </section>
        ))}
      </div>
    </div>
  );
}

/** A layout fed from the mock API, as the app feeds it. */
export function LayoutDemo({ layout }: { layout: LayoutName }) {
  const navigation = useNavigation();
  const user = useUser();
  if (!navigation.data || !user.data) return <p>Cargando…</p>;
  return (
    <QuickChatProvider>
      <AppLayout
        layout={layout}
        navigation={navigation.data}
        user={user.data}
        year={YEAR}
        toolbar={<SampleToolbar />}
        notifications={<Placeholder label="Notificaciones" icon={<Bell />} />}
        userMenu={<Placeholder label="Menú de usuario" icon={<UserRound />} />}
        quickChat={<QuickChat />}
        quickChatToggle={<QuickChatToggle />}
      >
        <SampleContent />
      </AppLayout>
    </QuickChatProvider>
  );
}

type Canvas = Pick<typeof screen, 'findByRole' | 'getByRole' | 'queryByRole' | 'getByTestId'>;

/** Waits for the layout and checks what every framed layout shows at desktop width. */
export async function checkDesktop(
  canvas: Canvas,
  layout: LayoutName,
  {
    horizontal = false,
    footer = true,
    inPanel = [],
    quickChat = true,
  }: {
    horizontal?: boolean;
    footer?: boolean;
    inPanel?: ('notifications' | 'userMenu')[];
    /** Whether the layout has the quick-chat rail (all but centered and material). */
    quickChat?: boolean;
  } = {},
) {
  const main = await canvas.findByRole('main', {}, { timeout: 5000 });
  await expect(main.closest('[data-layout]')).toHaveAttribute('data-layout', layout);
  const nav = canvas.getByRole('navigation', { name: horizontal ? 'Navegación superior' : 'Navegación principal' });
  await expect(nav).toBeVisible();
  await checkWidgetPlaces(canvas, inPanel);
  if (footer) await expect(canvas.getByRole('contentinfo')).toHaveTextContent(`© ${YEAR} Atrium`);
  else await expect(canvas.queryByRole('contentinfo')).not.toBeInTheDocument();
  await expect(canvas.getByRole('button', { name: 'Buscar' })).toBeVisible();
  await checkNoOverflow();
  const rail = canvas.queryByRole('complementary', { name: 'Chat rápido' });
  const toggle = canvas.queryByRole('button', { name: 'Abrir el chat rápido' });
  if (quickChat && window.innerWidth < 1280) {
    // Below lg the rail is off screen and the top bar's button opens the quick chat.
    await expect(rail).not.toBeInTheDocument();
    await expect(toggle?.closest('header')).not.toBeNull();
  } else if (quickChat) {
    // The rail holds the end edge and the content stops short of it.
    await expect(rail).toBeVisible();
    await expect(rail!.getBoundingClientRect().width).toBe(64);
    await expect(main.getBoundingClientRect().right).toBeLessThanOrEqual(window.innerWidth - 64);
  } else {
    await expect(rail).not.toBeInTheDocument();
    await expect(toggle).not.toBeInTheDocument();
  }
  // The skip link is the first stop and jumps to the content.
  await userEvent.tab();
  const skip = canvas.getByRole('link', { name: 'Saltar al contenido principal' });
  await waitFor(() => expect(skip).toHaveFocus());
  await userEvent.keyboard('{Enter}');
  await waitFor(() => expect(main).toHaveFocus());
  return { main, nav };
}

const widgetNames = { notifications: 'Notificaciones', userMenu: 'Menú de usuario' } as const;

/**
 * The bell and the user menu show once each: in the navigation panel when the layout puts them
 * there (`inPanel`), otherwise in the top bar.
 */
export async function checkWidgetPlaces(canvas: Canvas, inPanel: readonly ('notifications' | 'userMenu')[] = []) {
  for (const [widget, name] of Object.entries(widgetNames)) {
    const button = canvas.getByRole('button', { name });
    await expect(button).toBeVisible();
    const place = inPanel.includes(widget as keyof typeof widgetNames) ? '[data-vertical-navigation]' : 'header';
    await expect(button.closest(place), `${name} sits in ${place}`).not.toBeNull();
  }
}

export async function checkNoOverflow() {
  await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(document.documentElement.clientWidth);
}

/** Below md: no docked navigation; the hamburger opens a drawer that closes after a link. */
export async function checkMobile(canvas: Canvas, layout: LayoutName) {
  const main = await canvas.findByRole('main', {}, { timeout: 5000 });
  await expect(main.closest('[data-layout]')).toHaveAttribute('data-layout', layout);
  await expect(window.innerWidth).toBe(375);
  await checkNoOverflow();
  await expect(canvas.queryByRole('navigation')).not.toBeInTheDocument();
  // With the panel a closed drawer, the bell and the user menu stay in the top bar.
  await checkWidgetPlaces(canvas);
  // Below lg the quick chat's rail is off screen and a top-bar button opens it.
  const quickChat = canvas.queryByRole('button', { name: 'Abrir el chat rápido' });
  if (layout === 'centered' || layout === 'material') await expect(quickChat).not.toBeInTheDocument();
  else await expect(quickChat?.closest('header')).not.toBeNull();
  const toggle = canvas.getByRole('button', { name: 'Mostrar u ocultar la navegación' });
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  await userEvent.click(toggle);
  const drawer = await screen.findByRole('dialog', { name: 'Menú de navegación' });
  const nav = within(drawer).getByRole('navigation', { name: 'Navegación principal' });
  await expect(drawer.parentElement!.getBoundingClientRect().width).toBeLessThanOrEqual(375);
  await userEvent.click(within(nav).getByRole('link', { name: 'Analítica' }));
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  await expect(canvas.getByTestId('route')).toHaveTextContent('/dashboards/analytics');
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
}
