import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { RichTextEditor, RichTextView, sanitizeRichText } from '@atrium/ui';
import { layoutModes } from '../../.storybook/modes';

// Usage guidance for the Docs page (Markdown).
const docsDescription = `
\`RichTextEditor\` edits formatted text: bold, italic, lists and links, with undo and redo. It takes and gives
sanitized HTML; its code loads on first use, and until then a stand-in of the same size holds its place.
\`RichTextView\` shows such HTML, cleaned, in the theme's type.

**Use it** for notes, descriptions and messages where formatting helps.

**Don't use it** for short single values (use a \`TextField\`) or plain multi-line text (use a \`TextArea\`).

**Accessibility**
- The editable area is a labelled multi-line textbox; the formatting toolbar is a toolbar with toggle buttons
  that say whether they are on, and the usual shortcuts work (Ctrl/Cmd+B, I, K; Ctrl/Cmd+Z).
- Tab leaves the editor rather than inserting a tab, so keyboard users are not trapped in it.
- Everything shown goes through \`sanitizeRichText\` (DOMPurify): nothing in the HTML can run.
`;

const meta = {
  title: 'Primitives/RichText',
  component: RichTextEditor,
  args: {
    label: 'Notas',
    value: '',
    placeholder: 'Escribe tus notas…',
    onChange: fn(),
  },
  decorators: [
    (Story) => (
      <div style={{ maxInlineSize: 560 }}>
        <Story />
      </div>
    ),
  ],
  parameters: { docs: { description: { component: docsDescription } } },
  subcomponents: { RichTextView },
} satisfies Meta<typeof RichTextEditor>;

export default meta;
type Story = StoryObj<typeof meta>;

const withContent =
  '<p>Reunión con <strong>Ana</strong> el <em>jueves</em>:</p>' +
  '<ul><li>Revisar el presupuesto</li><li>Enviar el contrato</li></ul>' +
  '<ol><li>Llamar a Luis</li><li>Reservar sala</li></ol>' +
  '<p>Documentación en <a href="https://example.com/docs">la wiki</a>.</p>';

/** The editor's editable once its code has loaded (it loads lazily, behind a stand-in). */
const findEditor = (root: HTMLElement, name: string | RegExp = 'Notas') =>
  within(root).findByRole('textbox', { name }, { timeout: 5000 });

export const Empty: Story = {
  play: async ({ args, canvas, canvasElement }) => {
    const editor = await findEditor(canvasElement);
    await expect(editor).toHaveAttribute('aria-multiline', 'true');
    await expect(editor).toHaveAttribute('contenteditable', 'true');
    await expect(canvas.getByText('Escribe tus notas…')).toBeVisible();
    const toolbar = canvas.getByRole('toolbar', { name: 'Formato del texto' });
    for (const name of ['Negrita', 'Cursiva', 'Lista con viñetas', 'Lista numerada', 'Enlace']) {
      await expect(within(toolbar).getByRole('button', { name })).toHaveAttribute('aria-pressed', 'false');
    }
    await expect(within(toolbar).getByRole('button', { name: 'Quitar enlace' })).toBeDisabled();
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};

export const WithContent: Story = {
  args: { value: withContent, description: 'Solo las ve tu equipo.' },
  // The one shot a designer reviews on a phone too: toolbar, lists and a link at 375 px.
  parameters: { chromatic: { modes: layoutModes } },
  play: async ({ canvasElement }) => {
    const editor = await findEditor(canvasElement);
    await expect(editor).toHaveAccessibleDescription('Solo las ve tu equipo.');
    await expect(within(editor).getByText('Ana').closest('strong')).not.toBeNull();
    await expect(within(editor).getAllByRole('listitem')).toHaveLength(4);
    await expect(within(editor).getByText('Llamar a Luis').closest('ol')).not.toBeNull();
    const link = within(editor).getByRole('link', { name: 'la wiki' });
    await expect(link).toHaveAttribute('href', 'https://example.com/docs');
  },
};

export const Invalid: Story = {
  args: {
    isInvalid: true,
    errorMessage: 'Las notas no pueden superar los 2000 caracteres.',
    value: '<p>Demasiado</p>',
  },
  play: async ({ canvas, canvasElement }) => {
    const editor = await findEditor(canvasElement);
    await expect(editor).toHaveAttribute('aria-invalid', 'true');
    await expect(canvas.getByText('Las notas no pueden superar los 2000 caracteres.')).toBeVisible();
    await expect(editor).toHaveAccessibleDescription('Las notas no pueden superar los 2000 caracteres.');
  },
};

export const Disabled: Story = {
  args: { isDisabled: true, value: '<p>Notas que no se pueden cambiar.</p>' },
  play: async ({ canvas, canvasElement }) => {
    const editor = await findEditor(canvasElement);
    await expect(editor).toHaveAttribute('contenteditable', 'false');
    await expect(editor).toHaveAttribute('aria-disabled', 'true');
    await expect(editor).toHaveTextContent('Notas que no se pueden cambiar.');
    for (const button of canvas.getAllByRole('button')) await expect(button).toBeDisabled();
  },
};

/** Select the whole text of the editor (its first paragraph's words). */
async function selectAll(editor: HTMLElement) {
  await userEvent.click(editor);
  await userEvent.keyboard('{Control>}a{/Control}');
}

export const LinkValidation: Story = {
  args: { value: '<p>Ver la documentación</p>' },
  parameters: { chromatic: { disableSnapshot: true } },
  play: async ({ args, canvas, canvasElement }) => {
    const editor = await findEditor(canvasElement);
    await selectAll(editor);
    await userEvent.click(canvas.getByRole('button', { name: 'Enlace' }));
    const dialog = await screen.findByRole('dialog', { name: 'Enlace' });
    const url = within(dialog).getByRole('textbox', { name: 'Dirección del enlace' });
    await waitFor(() => expect(url).toHaveFocus());
    await userEvent.type(url, 'javascript:alert(1)');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Aplicar' }));
    await expect(await within(dialog).findByText(/No se admiten otros tipos de enlace/)).toBeVisible();
    await expect(url).toHaveAttribute('aria-invalid', 'true');
    // What was typed stays, to be corrected.
    await expect(url).toHaveValue('javascript:alert(1)');
    await userEvent.clear(url);
    await userEvent.type(url, 'example.com/docs{Enter}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    const link = await within(editor).findByRole('link', { name: 'Ver la documentación' });
    await expect(link).toHaveAttribute('href', 'https://example.com/docs');
    await expect(args.onChange).toHaveBeenLastCalledWith(
      '<p><a href="https://example.com/docs" target="_blank" rel="noopener noreferrer">Ver la documentación</a></p>',
    );
    // Inside the link, Link is pressed and Remove link takes it away.
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Enlace' })).toHaveAttribute('aria-pressed', 'true'));
    await userEvent.click(canvas.getByRole('button', { name: 'Quitar enlace' }));
    await waitFor(() => expect(within(editor).queryByRole('link')).not.toBeInTheDocument());
    await expect(args.onChange).toHaveBeenLastCalledWith('<p>Ver la documentación</p>');
  },
};

export const Keyboard: Story = {
  parameters: { chromatic: { disableSnapshot: true } },
  play: async ({ args, canvas, canvasElement }) => {
    const editor = await findEditor(canvasElement);
    await userEvent.click(editor);
    await userEvent.keyboard('Hola mundo');
    await waitFor(() => expect(args.onChange).toHaveBeenLastCalledWith('<p>Hola mundo</p>'));
    await userEvent.keyboard('{Control>}a{/Control}{Control>}b{/Control}');
    await waitFor(() => expect(args.onChange).toHaveBeenLastCalledWith('<p><strong>Hola mundo</strong></p>'));
    const bold = canvas.getByRole('button', { name: 'Negrita' });
    await expect(bold).toHaveAttribute('aria-pressed', 'true');
    // Undo brings the plain text back.
    await userEvent.keyboard('{Control>}z{/Control}');
    await waitFor(() => expect(args.onChange).toHaveBeenLastCalledWith('<p>Hola mundo</p>'));
    // Shift+Tab enters the toolbar at its end; arrow keys move along it, past what is disabled.
    await userEvent.tab({ shift: true });
    const redo = canvas.getByRole('button', { name: 'Rehacer' });
    await expect(redo).toHaveFocus();
    await userEvent.keyboard('{ArrowLeft}');
    await expect(canvas.getByRole('button', { name: 'Deshacer' })).toHaveFocus();
    await userEvent.keyboard('{ArrowLeft}');
    await expect(canvas.getByRole('button', { name: 'Enlace' })).toHaveFocus();
    await userEvent.keyboard('{ArrowLeft}');
    const numbered = canvas.getByRole('button', { name: 'Lista numerada' });
    await expect(numbered).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(within(editor).getByRole('listitem')).toHaveTextContent('Hola mundo'));
    await expect(numbered).toHaveAttribute('aria-pressed', 'true');
    await expect(args.onChange).toHaveBeenLastCalledWith('<ol><li>Hola mundo</li></ol>');
  },
};

/** HTML pasted from a page: its words, emphasis, lists and safe links come in; nothing that runs does. */
export const PastesCleanly: Story = {
  parameters: { chromatic: { disableSnapshot: true } },
  beforeEach: () => {
    delete (window as { __richTextXss?: number }).__richTextXss;
  },
  play: async ({ args, canvasElement }) => {
    const editor = await findEditor(canvasElement);
    await userEvent.click(editor);
    const clipboard = new DataTransfer();
    clipboard.setData(
      'text/html',
      '<h2 style="color: red">Pegado</h2><p onclick="window.__richTextXss = 1">con <b>negrita</b> ' +
        '<img src="x" onerror="window.__richTextXss = 2"><a href="javascript:window.__richTextXss = 3">y</a> ' +
        '<a href="https://example.com">enlace</a></p><script>window.__richTextXss = 4</script>',
    );
    clipboard.setData('text/plain', 'Pegado con negrita y enlace');
    await userEvent.paste(clipboard);
    await waitFor(() => expect(editor).toHaveTextContent('Pegado'));
    await expect(editor).toHaveTextContent('con negrita y enlace');
    await expect(editor.querySelector('img, script, [style*="red"], [onclick]')).toBeNull();
    await expect(within(editor).getByRole('link', { name: 'enlace' })).toHaveAttribute('href', 'https://example.com');
    await expect(within(editor).queryByRole('link', { name: 'y' })).toBeNull();
    await waitFor(() => expect(args.onChange).toHaveBeenCalled());
    const html = args.onChange.mock.lastCall?.[0] as string;
    await expect(html).toContain('<strong>negrita</strong>');
    await expect(html).toContain('<a href="https://example.com" target="_blank" rel="noopener noreferrer">enlace</a>');
    await expect(html).not.toMatch(/<img|<script|javascript:|\son\w+=|style=/i);
    await expect((window as { __richTextXss?: number }).__richTextXss).toBeUndefined();
  },
};

const payload =
  '<p>Hola <script>window.__richTextXss = 1</script><img src="x" onerror="window.__richTextXss = 2">' +
  '<b onmouseover="window.__richTextXss = 3">amigo</b></p>' +
  '<svg onload="window.__richTextXss = 4"><circle r="4" /></svg>' +
  '<iframe src="https://example.com"></iframe><style>body { display: none }</style>' +
  '<p style="color: red" class="x" id="y">Visita <a href="javascript:window.__richTextXss = 5">esto</a>, ' +
  '<a href="data:text/html,hi">eso</a> y <a href="https://example.com" onclick="window.__richTextXss = 6">aquello</a>.</p>' +
  '<ul><li>uno</li><li><a href="mailto:ana@example.com">Ana</a></li></ul>';

export const XssView: Story = {
  name: 'XSS view',
  render: () => (
    <div data-testid="view">
      <RichTextView html={payload} />
    </div>
  ),
  play: async ({ canvas }) => {
    const view = canvas.getByTestId('view');
    await expect(view).toHaveTextContent('Hola amigo');
    await expect(view).toHaveTextContent('Visita esto, eso y aquello.');
    await expect(view.querySelector('script, img, svg, iframe, style, [style], [class]:not(div)')).toBeNull();
    for (const element of Array.from(view.querySelectorAll('*'))) {
      for (const attribute of Array.from(element.attributes)) await expect(attribute.name).not.toMatch(/^on/);
    }
    // Only the safe links are links; the others keep their words.
    const links = within(view).getAllByRole('link');
    await expect(links.map((link) => link.textContent)).toEqual(['aquello', 'Ana']);
    await expect(links[0]).toHaveAttribute('href', 'https://example.com');
    await expect(links[0]).toHaveAttribute('target', '_blank');
    await expect(links[0]).toHaveAttribute('rel', 'noopener noreferrer');
    await expect(links[1]).not.toHaveAttribute('target');
    await expect((window as { __richTextXss?: number }).__richTextXss).toBeUndefined();
    // The same sanitizer, on payloads one by one: no element or attribute that can run survives.
    const payloads = [
      '<script>alert(1)</script>',
      '<img src=x onerror=alert(1)>',
      '<a href=" JaVaScRiPt:alert(1)">a</a>',
      '<a href="java&#x09;script:alert(1)">b</a>',
      '<svg><a xlink:href="javascript:alert(1)"><text>c</text></a></svg>',
      '<math><mtext><table><mglyph><style><img src=x onerror=alert(1)>',
      '<details open ontoggle=alert(1)>d</details>',
      '<p><a href="//evil.example">relative</a></p>',
      '<noscript><p title="</noscript><img src=x onerror=alert(1)>">',
    ];
    for (const dirty of payloads) {
      const clean = sanitizeRichText(dirty);
      await expect(clean).not.toMatch(/<script|<img|<svg|<style|<math|\son\w+=|javascript:|href="\/\//i);
    }
  },
};
