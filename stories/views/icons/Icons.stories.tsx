import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import type { IconSetId } from '@atrium/mock-api';
import { IconsView } from '@atrium/ui/views/icons/IconsView.tsx';
import { readGlyphSet, type GlyphNode, type GlyphSet } from '@atrium/ui/views/icons/glyphs/model.ts';
import feather from '@atrium/ui/views/icons/glyphs/feather.json';
import heroiconsOutline from '@atrium/ui/views/icons/glyphs/heroicons-outline.json';
import heroiconsSolid from '@atrium/ui/views/icons/glyphs/heroicons-solid.json';
import heroiconsMini from '@atrium/ui/views/icons/glyphs/heroicons-mini.json';
import materialSolid from '@atrium/ui/views/icons/glyphs/material-solid.json';
import materialOutline from '@atrium/ui/views/icons/glyphs/material-outline.json';
import materialTwotone from '@atrium/ui/views/icons/glyphs/material-twotone.json';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { layoutModes } from '../../../.storybook/modes';
import { failingFirst, neverAnswers } from '../../toolbar/handlers';
import { FEATHER, IconsFrame } from './IconsFrame';
import { stubClipboard } from '../../clipboard';
import { expectRetryOffered, retryRecovers } from '../errorStories';

const smallSet = () => ({ namespace: 'feather', name: 'Feather', grid: 'icon-size-6', list: ['activity', 'bell'] });
const flaky = failingFirst('get', FEATHER, smallSet);

const writeText = fn((_text: string) => Promise.resolve());

const meta = {
  title: 'Views/Icons/Page',
  component: IconsFrame,
  subcomponents: { IconsView },
  parameters: { route: '/ui/icons/feather', layout: 'fullscreen', actor: 'viewer' },
} satisfies Meta<typeof IconsFrame>;

export default meta;
type Story = StoryObj<typeof meta>;

const findGrid = (canvasElement: HTMLElement, set = 'Feather') =>
  within(canvasElement).findByRole('grid', { name: `Iconos de ${set}` });

/** Each set's glyph data, as the packages publish it: what a tile of that set must draw. */
const DATA: Record<IconSetId, GlyphSet> = {
  feather: readGlyphSet(feather),
  'heroicons-outline': readGlyphSet(heroiconsOutline),
  'heroicons-solid': readGlyphSet(heroiconsSolid),
  'heroicons-mini': readGlyphSet(heroiconsMini),
  'material-solid': readGlyphSet(materialSolid),
  'material-outline': readGlyphSet(materialOutline),
  'material-twotone': readGlyphSet(materialTwotone),
};

const GEOMETRY = ['d', 'points', 'cx', 'cy', 'r', 'rx', 'ry', 'x', 'y', 'x1', 'y1', 'x2', 'y2', 'width', 'height'];

/** The shapes of an icon, each as its tag and geometry: how two drawings are told apart. */
const geometry = (tag: string, read: (name: string) => string | null | undefined) =>
  [tag, ...GEOMETRY.flatMap((name) => (read(name) == null ? [] : [`${name}=${read(name)}`]))].join(' ');
const dataShapes = (nodes: readonly GlyphNode[]): string[] =>
  nodes.flatMap(([tag, attributes, children]) => [
    geometry(tag, (name) => attributes[name as keyof typeof attributes]),
    ...dataShapes(children ?? []),
  ]);
const drawnShapes = (tile: HTMLElement) => {
  const svg = tile.querySelector('svg');
  if (svg === null) return [];
  return [...svg.querySelectorAll('*')].map((shape) => geometry(shape.tagName, (name) => shape.getAttribute(name)));
};

/** Every tile in the page draws its own icon from the set's data: none is a placeholder. */
async function expectEveryTileDrawn(grid: HTMLElement, id: IconSetId) {
  const tiles = within(grid).getAllByRole('row');
  await expect(tiles.length).toBeGreaterThan(10);
  await expect(within(grid).queryByText(/sin dibujo/)).toBeNull();
  for (const tile of tiles) {
    const name = tile.getAttribute('data-key') ?? '';
    await expect(drawnShapes(tile), name).toEqual(dataShapes(DATA[id].icons[name] ?? []));
  }
}

/**
 * A set's page: its own glyphs on every tile; the chosen icon drawn in the set's style (not its sibling
 * styles' drawing) and the snippet importing it from the set's package.
 */
function setStory(
  id: IconSetId,
  title: string,
  icon: string,
  siblings: IconSetId[],
  snippet: string,
  style: (svg: SVGSVGElement) => Promise<void>,
): Story {
  return {
    name: title,
    parameters: { route: `/ui/icons/${id}?icon=${icon}`, chromatic: { modes: layoutModes } },
    play: async ({ canvasElement }) => {
      const canvas = within(canvasElement);
      const grid = await findGrid(canvasElement, title);
      await expect(canvas.getByRole('heading', { level: 1, name: title })).toBeVisible();
      await expectEveryTileDrawn(grid, id);
      await expect(canvas.getByLabelText(`Código para usar ${icon}`)).toHaveTextContent(snippet);
      await userEvent.type(canvas.getByRole('searchbox', { name: 'Buscar iconos' }), icon);
      const tile = await within(grid).findByRole('row', { name: new RegExp(`^${icon}`) });
      await waitFor(() => expect(tile).toHaveAttribute('aria-selected', 'true'));
      const drawn = drawnShapes(tile);
      for (const sibling of siblings)
        await expect(drawn, `${icon} in ${sibling}`).not.toEqual(dataShapes(DATA[sibling].icons[icon] ?? []));
      await style(tile.querySelector('svg')!);
    },
  };
}

const shapesOf = (svg: SVGSVGElement) => [
  ...svg.querySelectorAll<SVGElement>('path, circle, rect, line, polyline, polygon, ellipse'),
];
/** What an element draws with, its own attribute or its svg's. */
const paint = (shape: SVGElement, name: string) => shape.getAttribute(name) ?? shape.closest('svg')?.getAttribute(name);
const expectStroked = async (svg: SVGSVGElement) => {
  for (const shape of shapesOf(svg)) {
    await expect(paint(shape, 'fill')).toBe('none');
    await expect(paint(shape, 'stroke')).toBe('currentColor');
  }
};
const expectFilled = async (svg: SVGSVGElement) => {
  for (const shape of shapesOf(svg)) {
    await expect(paint(shape, 'fill')).toBe('currentColor');
    await expect(paint(shape, 'stroke')).toBeFalsy();
  }
};

/** The Feather page: header, usage hint, tools and the grid of tiles. */
export const Default: Story = {
  parameters: { chromatic: { modes: layoutModes } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const grid = await findGrid(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Feather' })).toBeVisible();
    await expect(canvas.getByRole('navigation', { name: 'Ruta de navegación' })).toHaveTextContent(
      'Interfaz de usuarioIconos',
    );
    await expect(canvas.getByText('Elige un icono para ver cómo usarlo.')).toBeVisible();
    await expect(canvas.getByRole('searchbox', { name: 'Buscar iconos' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: /Tamaño/ })).toHaveTextContent('24 px');
    await expect(canvas.getByText('287 de 287 iconos')).toBeVisible();
    await expect(within(grid).getByRole('row', { name: /^activity/ })).toBeVisible();
    await expectEveryTileDrawn(grid, 'feather');
    // Virtualized: far fewer tiles in the page than icons in the set.
    await expect(within(grid).getAllByRole('row').length).toBeLessThan(150);
  },
};

/** Search, choose with the keyboard, copy: the snippet is what lands on the clipboard, and a toast says so. */
export const CopiesSnippet: Story = {
  name: 'Copies a snippet',
  beforeEach: () => {
    writeText.mockClear();
    return stubClipboard(writeText);
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const grid = await findGrid(canvasElement);
    await userEvent.type(canvas.getByRole('searchbox', { name: 'Buscar iconos' }), 'alert');
    await expect(await canvas.findByText('3 de 287 iconos')).toBeVisible();
    await waitFor(() => expect(within(grid).getAllByRole('row')).toHaveLength(3));
    await userEvent.click(within(grid).getByRole('row', { name: /^alert-circle/ }));
    // The choice lives in the address, which the router changes in a transition: wait for it to land.
    await waitFor(() =>
      expect(within(grid).getByRole('row', { name: /^alert-circle/ })).toHaveAttribute('aria-selected', 'true'),
    );
    await userEvent.keyboard('{ArrowRight}');
    await waitFor(() =>
      expect(within(grid).getByRole('row', { name: /^alert-octagon/ })).toHaveAttribute('aria-selected', 'true'),
    );
    await waitFor(() =>
      expect(canvas.getByRole('status', { name: 'Ruta actual' })).toHaveTextContent('?icon=alert-octagon'),
    );
    const code = canvas.getByLabelText('Código para usar alert-octagon');
    await expect(code).toHaveTextContent('<AlertOctagon size={24} aria-hidden="true" />');
    await userEvent.click(canvas.getByRole('button', { name: 'Copiar código' }));
    await expect(await screen.findByText('Código de alert-octagon copiado')).toBeVisible();
    await expect(writeText).toHaveBeenCalledWith(
      'import { AlertOctagon } from \'react-feather\';\n\n<AlertOctagon size={24} aria-hidden="true" />',
    );
  },
};

/** The browser refuses the clipboard: the toast says so and how to copy by hand. */
export const CopyFails: Story = {
  name: 'Copy fails',
  parameters: { route: '/ui/icons/feather?icon=bell' },
  beforeEach: () => stubClipboard(() => Promise.reject(new DOMException('Denied', 'NotAllowedError'))),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await findGrid(canvasElement);
    await expect(canvas.getByLabelText('Código para usar bell')).toHaveTextContent(
      '<Bell size={24} aria-hidden="true" />',
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Copiar código' }));
    await expect(await screen.findByText('No se ha podido copiar el código')).toBeVisible();
    await expect(screen.getByText('Selecciona el código en el recuadro Uso y cópialo a mano.')).toBeVisible();
  },
};

const outline = setStory(
  'heroicons-outline',
  'Heroicons Outline',
  'trash',
  ['heroicons-solid'],
  "import { TrashIcon } from '@heroicons/react/24/outline';",
  expectStroked,
);

/** Heroicons Outline: the 20 px size class, stroked glyphs; another set from the selector, and the address follows. */
export const HeroiconsOutline: Story = {
  ...outline,
  play: async (context) => {
    await outline.play!(context);
    const canvas = within(context.canvasElement);
    await expect(canvas.getByRole('button', { name: /Tamaño/ })).toHaveTextContent('20 px');
    await userEvent.click(canvas.getByRole('button', { name: /Conjunto de iconos/ }));
    await userEvent.click(await screen.findByRole('option', { name: 'Material Solid' }));
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Material Solid' })).toBeVisible();
    await waitFor(() =>
      expect(canvas.getByRole('status', { name: 'Ruta actual' })).toHaveTextContent('/ui/icons/material-solid'),
    );
  },
};

/** Heroicons Solid: filled glyphs, not the outline's drawing. */
export const HeroiconsSolid = setStory(
  'heroicons-solid',
  'Heroicons Solid',
  'trash',
  ['heroicons-outline', 'heroicons-mini'],
  "import { TrashIcon } from '@heroicons/react/24/solid';",
  expectFilled,
);

/** Heroicons Mini: filled glyphs drawn for 20 px, not the 24 px solid's. */
export const HeroiconsMini = setStory(
  'heroicons-mini',
  'Heroicons Mini',
  'trash',
  ['heroicons-outline', 'heroicons-solid'],
  "import { TrashIcon } from '@heroicons/react/20/solid';",
  async (svg) => {
    await expect(svg).toHaveAttribute('viewBox', '0 0 20 20');
    await expectFilled(svg);
  },
);

/** Material Solid (Google's filled style). */
export const MaterialSolid = setStory(
  'material-solid',
  'Material Solid',
  'delete',
  ['material-outline', 'material-twotone'],
  "import DeleteIcon from '@mui/icons-material/Delete';",
  expectFilled,
);

/** Material Outline: the outlined style's own drawing, a hollow can. */
export const MaterialOutline = setStory(
  'material-outline',
  'Material Outline',
  'delete',
  ['material-solid', 'material-twotone'],
  "import DeleteOutlinedIcon from '@mui/icons-material/DeleteOutlined';",
  expectFilled,
);

/** Material Twotone: the outline and a fill at 30 % opacity. */
export const MaterialTwotone = setStory(
  'material-twotone',
  'Material Twotone',
  'delete',
  ['material-solid', 'material-outline'],
  "import DeleteTwoToneIcon from '@mui/icons-material/DeleteTwoTone';",
  async (svg) => {
    const opacities = shapesOf(svg).map((shape) => shape.getAttribute('opacity'));
    await expect(opacities).toContain('.3');
    await expect(opacities).toContain(null);
  },
);

export const UnknownSet: Story = {
  name: 'Unknown set',
  parameters: { route: '/ui/icons/fontawesome' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('No existe ese conjunto de iconos')).toBeVisible();
    await expect(canvas.getAllByRole('link')).toHaveLength(7);
    await userEvent.click(canvas.getByRole('link', { name: 'Heroicons Mini' }));
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Heroicons Mini' })).toBeVisible();
  },
};

export const Empty: Story = {
  parameters: {
    msw: { handlers: { icons: http.get(FEATHER, () => HttpResponse.json({ ...smallSet(), list: [] })) } },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Este conjunto no tiene iconos')).toBeVisible();
    await expect(canvas.queryByRole('grid')).not.toBeInTheDocument();
  },
};

export const Loading: Story = {
  parameters: { msw: { handlers: { icons: neverAnswers('get', FEATHER) } } },
  play: async ({ canvasElement }) => {
    const message = await within(canvasElement).findByText('Cargando los iconos…');
    await expect(message.closest('[role="status"]')).not.toBeNull();
  },
};

export const Error: Story = {
  beforeEach: () => flaky.reset(),
  parameters: { msw: { handlers: { icons: flaky.handler } } },
  play: async ({ canvasElement }) => {
    const alert = await within(canvasElement).findByRole('alert');
    await expect(alert).toHaveTextContent('No se han podido cargar los iconos.');
    await expectRetryOffered(alert);
  },
};

/** Retry after the failed load brings the data (from the Error story's state). */
export const RetryRecovers: Story = retryRecovers(Error, async ({ canvasElement }) => {
  const alert = await within(canvasElement).findByRole('alert');
  await expect(alert).toHaveTextContent('No se han podido cargar los iconos.');
  await userEvent.click(within(alert).getByRole('button', { name: 'Reintentar' }));
  const grid = await findGrid(canvasElement);
  await expect(within(grid).getAllByRole('row')).toHaveLength(2);
});
