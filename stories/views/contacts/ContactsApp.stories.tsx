import type { Meta, StoryObj } from '@storybook/react-vite';
import { ContactsApp } from '@atrium/ui';
import { http, HttpResponse } from 'msw';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { layoutModes } from '../../../.storybook/modes';
import { failingFirst, neverAnswers, serverError } from '../../toolbar/handlers';
import { ContactsFrame } from './ContactsFrame';
import { FARID_ID, manyContacts, xssContact } from './fixtures';
import { expectRetryOffered, retryRecovers } from '../errorStories';
import { longTextStory } from '../longTextStories';

const ALL = '*/api/apps/contacts/all';
const flaky = failingFirst('get', ALL, () => manyContacts(12));
const many = manyContacts(10_000);

const meta = {
  title: 'Views/Contacts/App',
  component: ContactsFrame,
  // What these stories review: the contacts app, which ContactsFrame routes to over the mock API.
  subcomponents: { ContactsApp },
  parameters: { route: '/apps/contacts', layout: 'fullscreen' },
} satisfies Meta<typeof ContactsFrame>;

export default meta;
type Story = StoryObj<typeof meta>;

const findList = (canvasElement: HTMLElement) =>
  within(canvasElement).findByRole('grid', { name: 'Lista de contactos' });

/** The list, the panel and the form are screens of their own: shot on phones too. */
const phoneAndDesktop = { chromatic: { modes: layoutModes } };

export const Default: Story = {
  parameters: phoneAndDesktop,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const list = await findList(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Contactos' })).toBeVisible();
    await expect(canvas.getByText('90 contactos')).toBeVisible();
    await expect(canvas.getByRole('searchbox', { name: 'Buscar contactos' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Añadir' })).toBeEnabled();
    // Grouped by first letter, with the group's count.
    await expect(within(list).getByText('A, 9 contactos')).toBeInTheDocument();
    await expect(within(list).getByRole('row', { name: /Ada Holm/ })).toBeVisible();
  },
};

export const Empty: Story = {
  parameters: { msw: { handlers: { contacts: http.get(ALL, () => HttpResponse.json([])) } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(() => expect(canvas.getByText('Aún no hay contactos')).toBeVisible());
    await expect(canvas.getByText('Añade el primero con el botón Añadir.')).toBeVisible();
    await expect(canvas.getByText('0 contactos')).toBeVisible();
    await expect(canvas.queryByRole('grid')).not.toBeInTheDocument();
  },
};

export const Loading: Story = {
  parameters: { msw: { handlers: { contacts: neverAnswers('get', ALL) } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const message = await canvas.findByText('Cargando contactos…');
    await expect(message.closest('[role="status"]')).not.toBeNull();
    await expect(canvas.queryByRole('grid')).not.toBeInTheDocument();
  },
};

export const Error: Story = {
  beforeEach: () => flaky.reset(),
  parameters: { msw: { handlers: { contacts: flaky.handler } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const alert = await canvas.findByRole('alert');
    await expect(alert).toHaveTextContent('No se han podido cargar los contactos.');
    await expectRetryOffered(alert);
  },
};

/** Retry after the failed load brings the data (from the Error story's state). */
export const RetryRecovers: Story = retryRecovers(Error, async ({ canvasElement }) => {
  const canvas = within(canvasElement);
  const alert = await canvas.findByRole('alert');
  await expect(alert).toHaveTextContent('No se han podido cargar los contactos.');
  await userEvent.click(within(alert).getByRole('button', { name: 'Reintentar' }));
  const list = await findList(canvasElement);
  await expect(within(list).getByRole('row', { name: /Ada A\. Abad/ })).toBeVisible();
  await expect(canvas.getByText('12 contactos')).toBeVisible();
});

/**
 * The toolbar's Mock API choice at work: the Default story with "Offline" picked, no handlers of its own.
 * Any story can be seen so from the toolbar (slow, failing, offline, empty lists).
 */
export const OfflineFromToolbar: Story = {
  name: 'Offline (Mock API toolbar choice)',
  globals: { mockScenario: 'offline' },
  play: async ({ canvasElement }) => {
    const alert = await within(canvasElement).findByRole('alert');
    await expect(alert).toHaveTextContent('No se han podido cargar los contactos.');
    await expectRetryOffered(alert);
  },
};

/** The toolbar's "Empty lists": the mock's own contacts answer with none. */
export const EmptyFromToolbar: Story = {
  name: 'Empty lists (Mock API toolbar choice)',
  globals: { mockScenario: 'empty' },
  parameters: { chromatic: { disableSnapshot: true } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(() => expect(canvas.getByText('Aún no hay contactos')).toBeVisible());
    await expect(canvas.getByText('0 contactos')).toBeVisible();
  },
};

/** 10,000 contacts: only the rows in view exist, scrolling and type-ahead still reach every one. */
export const Many: Story = {
  parameters: {
    msw: { handlers: { contacts: http.get(ALL, () => HttpResponse.json(many)) } },
    // A behaviour check at scale; its screen is Default's. (The visual run's Storybook is built in
    // test mode, where react-aria's Virtualizer renders every row, which a screenshot cannot wait for.)
    chromatic: { disableSnapshot: true },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const list = await findList(canvasElement);
    await expect(canvas.getByText('10.000 contactos')).toBeVisible();
    await expect(within(list).getAllByRole('row').length).toBeLessThan(60);
    // The first rows show at once and the rest follow in steps, until every contact is in the list
    // (its row count) and counts in the height to scroll, though few rows exist.
    await waitFor(() => expect(list).toHaveAttribute('aria-rowcount', '10000'), { timeout: 10_000 });
    await waitFor(() => expect(list.scrollHeight).toBeGreaterThan(10_000 * 60));
    list.scrollTop = list.scrollHeight;
    await waitFor(() => expect(within(list).getByRole('row', { name: /Zoë D\. Zamora/ })).toBeVisible());
    list.scrollTop = 0;
    await waitFor(() => expect(within(list).getByRole('row', { name: /Ada A\. Abad/ })).toBeVisible());
    // Type-ahead: focus the list, type letters, land on the first name that starts with them.
    await userEvent.click(canvas.getByRole('searchbox', { name: 'Buscar contactos' }));
    await userEvent.tab();
    await userEvent.tab();
    await waitFor(() => expect(document.activeElement?.getAttribute('role')).toBe('row'));
    await userEvent.keyboard('zo');
    await waitFor(() => expect(document.activeElement).toHaveTextContent('Zoë A. Abad'));
  },
};

export const Detail: Story = {
  parameters: { route: `/apps/contacts/${FARID_ID}`, ...phoneAndDesktop },
  play: async ({ canvasElement }) => {
    const heading = await within(canvasElement).findByRole('heading', { level: 2, name: 'Farid Garrido' });
    await waitFor(() => expect(heading).toHaveFocus());
    const canvas = within(within(canvasElement).getByRole('article', { name: 'Farid Garrido' }));
    await expect(canvas.getByRole('img', { name: 'Farid Garrido' })).toBeVisible();
    await expect(canvas.getByText('Quality Engineer')).toBeVisible();
    await expect(canvas.getByText('Oaktrail Logistics')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'farid.garrido@oaktraillogistics.example' })).toBeVisible();
    // Phones with the country's flag (an SVG image, drawn the same on every system) and dial code.
    const flags = await canvas.findAllByRole('img', { name: 'Ghana' });
    await expect(flags).toHaveLength(2);
    for (const flag of flags) {
      await expect(flag.tagName).toBe('IMG');
      await expect(flag.getAttribute('src')).toMatch(/gh[-.\w]*\.svg/);
      await waitFor(() => expect((flag as HTMLImageElement).naturalWidth).toBeGreaterThan(0));
    }
    await expect(canvas.getByText(/\+233\s+483 484 430/)).toBeVisible();
    await expect(canvas.getAllByText('· Móvil')[0]).toBeVisible();
    await expect(canvas.getByText('8 de julio de 1969')).toBeVisible();
    await expect(canvas.getByText('150 Avenida del Faro, Accra')).toBeVisible();
    await expect(canvas.getByText('Coaches a youth baseball team on Saturdays.')).toBeVisible();
    const tags = await canvas.findByRole('list', { name: 'Etiquetas' });
    await expect(within(tags).getByText('Band')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Editar' })).toBeEnabled();
  },
};

export const Editing: Story = {
  parameters: { route: `/apps/contacts/${FARID_ID}/edit`, ...phoneAndDesktop },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const name = await canvas.findByRole('textbox', { name: /^Nombre/ });
    await expect(name).toHaveValue('Farid Garrido');
    await waitFor(() => expect(name).toHaveFocus());
    await expect(canvas.getByRole('textbox', { name: 'Cargo' })).toHaveValue('Quality Engineer');
    await expect(canvas.getByRole('textbox', { name: 'Correo electrónico 1' })).toHaveValue(
      'farid.garrido@oaktraillogistics.example',
    );
    await expect(canvas.getByRole('textbox', { name: 'Teléfono 2' })).toHaveValue('682 970 313');
    await waitFor(() =>
      expect(canvas.getByRole('combobox', { name: 'País del teléfono 1' })).toHaveValue('Ghana +233'),
    );
    await expect(canvas.getByRole('textbox', { name: 'Dirección' })).toHaveValue('150 Avenida del Faro, Accra');
    await expect(canvas.getByText(/8 de julio de 1969/)).toBeVisible();
    // The notes editor draws once its code has loaded.
    await expect(await canvas.findByRole('textbox', { name: 'Notas' }, { timeout: 5000 })).toHaveTextContent(
      'Coaches a youth baseball team on Saturdays.',
    );
    await expect(canvas.getByRole('button', { name: 'Subir foto' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Guardar' })).toBeEnabled();
    await expect(canvas.getByRole('button', { name: 'Cancelar' })).toBeEnabled();
    await expect(canvas.getByRole('button', { name: 'Eliminar' })).toBeEnabled();
  },
};

const countryPickerParameters = {
  route: `/apps/contacts/${FARID_ID}/edit`,
  // While the list is open react-aria hides the page behind it from screen readers (aria-hidden), and
  // the focus stays in the combobox; axe flags the focusable rows left behind that curtain.
  a11y: { config: { rules: [{ id: 'aria-hidden-focus', enabled: false }] } },
};

/**
 * Opens the first phone's country list by putting text in it, which narrows the list to what matches.
 * The text goes in at once, as a paste: typed letter by letter, the first letter lists the chosen
 * country (Ghana), the list scrolls to it, and on a busy machine that scroll can reach the page after
 * the list has begun to watch for scrolling, which closes it (react-aria closes a combobox's list when
 * the page behind it scrolls). No chosen country in the narrowed list, no scroll.
 */
async function openCountryList(canvasElement: HTMLElement, text: string) {
  const country = await within(canvasElement).findByRole<HTMLInputElement>('combobox', { name: 'País del teléfono 1' });
  await waitFor(() => expect(country).toHaveValue('Ghana +233'));
  country.scrollIntoView({ block: 'center', behavior: 'instant' });
  await userEvent.click(country);
  // What is pasted replaces the whole value (the chosen country), as after selecting it all.
  country.select();
  await userEvent.paste(text);
  await waitFor(() => expect(document.querySelector('[role="listbox"]')).not.toBeNull(), { timeout: 10_000 });
  return country;
}

const optionsShown = () => [...document.querySelectorAll<HTMLElement>('[role="listbox"] [role="option"]')];

/** The phone's country list: each country with its flag (an SVG image), its name and its dial code. */
export const CountryPicker: Story = {
  parameters: { ...countryPickerParameters, ...phoneAndDesktop },
  play: async ({ canvasElement }) => {
    await openCountryList(canvasElement, 'gu');
    await waitFor(() => expect(optionsShown().map((option) => option.textContent)).toContain('Guatemala +502'), {
      timeout: 3000,
    });
    const options = optionsShown();
    for (const option of options) await expect(option.querySelector('img')).toHaveAttribute('alt', '');
    await waitFor(() => expect(options.every((option) => option.querySelector('img')!.naturalWidth > 0)).toBe(true), {
      timeout: 5000,
    });
  },
};

/** With every country listed, only the flags near the visible part of the list are fetched. */
export const CountryListLoadsFlagsInView: Story = {
  // A check, not a screen: the picker's screenshot is Country Picker's.
  parameters: { ...countryPickerParameters, chromatic: { disableSnapshot: true } },
  play: async ({ canvasElement }) => {
    const flagFiles = () =>
      new Set(
        performance
          .getEntriesByType('resource')
          .map((entry) => entry.name)
          .filter((name) => /flag-icons|\/[a-z]{2}(-[a-z]+)?[-.][\w-]*\.svg/.test(name)),
      ).size;
    const before = flagFiles();
    const country = await openCountryList(canvasElement, 'gu');
    // Emptied, the field lists every country.
    await userEvent.clear(country);
    await waitFor(() => expect(optionsShown().length).toBeGreaterThan(200));
    const options = optionsShown();
    await expect(options.every((option) => option.querySelector('img[alt=""]'))).toBe(true);
    await waitFor(() => expect(options.some((option) => option.querySelector('img')!.naturalWidth > 0)).toBe(true), {
      timeout: 5000,
    });
    await expect(flagFiles() - before).toBeLessThan(options.length / 2);
  },
};

/** PATCH answers 500: the change shows at once, then rolls back and a message says so. */
export const FailedSave: Story = {
  parameters: {
    route: `/apps/contacts/${FARID_ID}/edit`,
    msw: { handlers: { contactPatch: serverError('patch', '*/api/apps/contacts/contact') } },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const name = await canvas.findByRole('textbox', { name: /^Nombre/ });
    await userEvent.clear(name);
    await userEvent.type(name, 'Farid G. Renamed');
    await userEvent.click(canvas.getByRole('button', { name: 'Guardar' }));
    const toast = await screen.findByText('No se han podido guardar los cambios de Farid G. Renamed: se han deshecho.');
    await expect(toast).toBeVisible();
    await waitFor(() => expect(canvas.getByRole('heading', { level: 2, name: 'Farid Garrido' })).toBeVisible());
    await expect(screen.getByRole('button', { name: 'Reintentar' })).toBeVisible();
  },
};

/** A file that is not an image is refused with a clear message, and nothing is uploaded. */
export const InvalidAvatar: Story = {
  parameters: { route: `/apps/contacts/${FARID_ID}/edit` },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('textbox', { name: /^Nombre/ });
    const input = canvasElement.querySelector<HTMLInputElement>('input[type="file"]')!;
    const file = new File(['not a picture'], 'notas.txt', { type: 'text/plain' });
    await userEvent.setup({ applyAccept: false }).upload(input, file);
    const alert = await canvas.findByRole('alert');
    await expect(alert).toHaveTextContent('«notas.txt» no es una imagen. Elige un archivo PNG, JPG, GIF, WEBP o SVG.');
    await expect(canvas.getByRole('img', { name: 'Farid Garrido' })).toBeVisible();
  },
};

/** Notes holding an image with onerror and a script render as text; nothing runs. */
export const NotesAreSanitized: Story = {
  parameters: {
    route: `/apps/contacts/${xssContact.id}`,
    msw: {
      handlers: {
        contacts: http.get(ALL, () => HttpResponse.json([xssContact])),
        contact: http.get('*/api/apps/contacts/contact', () => HttpResponse.json(xssContact)),
      },
    },
  },
  beforeEach: () => {
    delete (window as { __xss?: number }).__xss;
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('heading', { level: 2, name: 'Mallory Payload' });
    const notes = canvas.getByText(/Before/).closest('dd')!;
    await expect(notes).toHaveTextContent('Before after.');
    await expect(within(notes).getByText('Bold').tagName).toBe('STRONG');
    await expect(notes.querySelector('img, script')).toBeNull();
    // The editor starts from the same cleaned notes.
    await userEvent.click(canvas.getByRole('button', { name: 'Editar' }));
    const editor = await canvas.findByRole('textbox', { name: 'Notas' });
    await expect(editor).toHaveTextContent('Before after.');
    await expect(editor.querySelector('img, script')).toBeNull();
    await new Promise((resolve) => setTimeout(resolve, 100));
    await expect((window as { __xss?: number }).__xss).toBeUndefined();
  },
};

/** Every name, title and address with a long unbroken word: nothing scrolls sideways or is cut. */
export const LongText: Story = longTextStory(Default);
