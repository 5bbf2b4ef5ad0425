/** Story helpers: the seed's navigation sets, a frame with the current route, sample items. */
import { useState, type ReactNode } from 'react';
import { useLocation } from 'react-router';
import { Button, VerticalNavigation, type NavItem, type VerticalNavigationProps } from '@atrium/ui';
import { navigation } from '../../packages/mock-api/src/db/seed/navigation';

export { navigation };

/** Shows where the router is, so `play` can check navigation. */
export function CurrentRoute() {
  const location = useLocation();
  return (
    <p>
      Ruta actual: <code data-testid="route">{location.pathname + location.search}</code>
    </p>
  );
}

export function Page({ children }: { children?: ReactNode }) {
  return (
    <main style={{ flex: 1, minWidth: 0, padding: 24 }}>
      <h1 style={{ marginTop: 0 }}>Contenido</h1>
      <CurrentRoute />
      {children}
    </main>
  );
}

/** A full-height row: the navigation beside a page. */
export function NavFrame(props: VerticalNavigationProps & { pageChildren?: ReactNode }) {
  const { pageChildren, ...navProps } = props;
  return (
    <div style={{ display: 'flex', minHeight: '100vh' }}>
      <VerticalNavigation {...navProps} />
      <Page>{pageChildren}</Page>
    </div>
  );
}

/** Over mode: a button opens the drawer; the state lives here, as in a layout. */
export function OverFrame(props: VerticalNavigationProps) {
  const [opened, setOpened] = useState(false);
  return (
    <div style={{ display: 'flex', minHeight: '100vh' }}>
      <VerticalNavigation {...props} mode="over" opened={opened} onOpenedChange={setOpened} />
      <Page>
        <Button onPress={() => setOpened(true)}>Abrir navegación</Button>
        <p data-testid="opened">{opened ? 'abierta' : 'cerrada'}</p>
      </Page>
    </div>
  );
}

/** Every item type and field. Titles are Spanish defaults (the ids have no translation keys). */
export function allTypesItems(onAction: () => void): NavItem[] {
  return [
    {
      id: 'demo.group',
      type: 'group',
      title: 'Grupo de ejemplo',
      subtitle: 'Un encabezado con subtítulo',
      children: [
        { id: 'demo.basic', type: 'basic', title: 'Enlace interno', icon: 'house', link: '/demo/basic' },
        {
          id: 'demo.subtitle',
          type: 'basic',
          title: 'Con subtítulo',
          subtitle: 'Texto secundario',
          icon: 'star',
          link: '/demo/subtitle',
          badge: { title: 'Nuevo', tone: 'primary' },
        },
        {
          id: 'demo.query',
          type: 'basic',
          title: 'Con parámetros',
          icon: 'flag',
          link: '/demo/list',
          queryParams: { filter: 'open' },
        },
        {
          id: 'demo.external',
          type: 'basic',
          title: 'Enlace externo',
          icon: 'send',
          link: 'https://example.com',
          externalLink: true,
          target: '_blank',
          tooltip: 'Se abre en una pestaña nueva',
        },
        { id: 'demo.action', type: 'basic', title: 'Acción', icon: 'bell', function: onAction },
        { id: 'demo.disabled', type: 'basic', title: 'Deshabilitado', icon: 'trash-2', link: '/x', disabled: true },
        { id: 'demo.hidden', type: 'basic', title: 'Oculto', icon: 'shield', link: '/y', hidden: () => true },
        { id: 'demo.forced', type: 'basic', title: 'Siempre activo', icon: 'activity', active: true },
      ],
    },
    { id: 'demo.divider', type: 'divider' },
    {
      id: 'demo.collapsable',
      type: 'collapsable',
      title: 'Desplegable',
      icon: 'folder-open',
      children: [
        { id: 'demo.collapsable.one', type: 'basic', title: 'Primero', link: '/demo/one' },
        {
          id: 'demo.collapsable.nested',
          type: 'collapsable',
          title: 'Anidado',
          children: [{ id: 'demo.collapsable.deep', type: 'basic', title: 'Profundo', link: '/demo/deep' }],
        },
      ],
    },
    {
      id: 'demo.aside',
      type: 'aside',
      title: 'Panel lateral',
      icon: 'book-open',
      children: [
        { id: 'demo.aside.one', type: 'basic', title: 'Dentro del panel', icon: 'compass', link: '/demo/aside' },
      ],
    },
    { id: 'demo.spacer', type: 'spacer' },
    { id: 'demo.bottom', type: 'basic', title: 'Al final', icon: 'settings', link: '/demo/bottom' },
  ];
}
