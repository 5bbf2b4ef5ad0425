import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { assertNoClippedText, findClippedText } from '../../.storybook/clippedText';

/**
 * The check every story runs after its play function (see `.storybook/clippedText.ts`), proven on
 * fixtures: labels cut by their box, spilling out of it, cut by a parent, or under their own icon are
 * reported; visually hidden text, intentional truncation (`data-truncate`) and labels that fit are not.
 * The fixtures are cut on purpose, so these two stories opt out of the automatic check.
 */
function Fixtures({ clipped }: { clipped: boolean }) {
  // Raw sizes on purpose: each fixture is a label forced into a box too small for it.
  const narrow = clipped ? { width: 64, whiteSpace: 'nowrap' as const } : {};
  return (
    <div style={{ display: 'grid', gap: 16, justifyItems: 'start' }}>
      <button type="button" data-fixture="cut" style={{ ...narrow, overflow: 'hidden' }}>
        Restablecer los datos de demostración
      </button>
      <button type="button" data-fixture="spills" style={{ ...narrow, overflow: 'visible' }}>
        Predeterminado
      </button>
      <div style={clipped ? { width: 80, overflow: 'hidden' } : {}}>
        <a href="#fixture" data-fixture="cut-by-parent" style={{ whiteSpace: 'nowrap' }}>
          Automático por el sistema
        </a>
      </div>
      <button
        type="button"
        data-fixture="icon"
        style={{ display: 'grid', gridTemplateAreas: clipped ? '"all"' : '"icon text"', gap: 8 }}
      >
        <svg
          viewBox="0 0 16 16"
          width="16"
          height="16"
          aria-hidden="true"
          style={{ gridArea: clipped ? 'all' : 'icon' }}
        >
          <circle cx="8" cy="8" r="8" />
        </svg>
        <span style={{ gridArea: clipped ? 'all' : 'text' }}>Oscuro</span>
      </button>
      <h2 style={{ width: 40, whiteSpace: 'nowrap', overflow: 'hidden', textOverflow: 'ellipsis' }} data-truncate>
        Truncated on purpose
      </h2>
      <button type="button">
        <span style={{ position: 'absolute', width: 1, height: 1, overflow: 'hidden', clip: 'rect(0 0 0 0)' }}>
          Visually hidden label
        </span>
        ✓
      </button>
    </div>
  );
}

const meta = {
  title: 'Foundations/Clipped Text Check',
  component: Fixtures,
  // Fixtures for the check, not screens to review: no screenshots.
  parameters: {
    clippedText: false,
    chromatic: { disableSnapshot: true },
    docs: {
      description: {
        component:
          'The check every story runs after its play function: a label cut by its box, spilling out of it, ' +
          'cut by a parent or hidden under its own icon fails the story; visually hidden text, intentional ' +
          'truncation (`data-truncate`) and labels that fit pass. These fixtures prove it both ways.',
      },
    },
  },
} satisfies Meta<typeof Fixtures>;

export default meta;
type Story = StoryObj<typeof meta>;

export const ReportsClippedLabels: Story = {
  args: { clipped: true },
  play: async ({ canvasElement }) => {
    const found = findClippedText(canvasElement);
    const fixtures = found.map(({ element }) => element.getAttribute('data-fixture'));
    await expect(fixtures).toEqual(['cut', 'spills', 'cut-by-parent', 'icon']);
    await expect(found[0]!.description).toMatch(
      /button "Restablecer los datos de demostración": its text needs \d+px but \d+px show/,
    );
    await expect(found[1]!.description).toMatch(/spills \d+px out of its/);
    await expect(found[2]!.description).toMatch(/cut by div/);
    await expect(found[3]!.description).toMatch(/an icon is drawn over its text/);
    // What fails a story after its play function: one error naming every clipped label.
    await expect(() => assertNoClippedText(canvasElement, '[es] ')).toThrow(
      /^Clipped text:\n {2}- \[es\] button "Restablecer los datos de demostración"/,
    );
  },
};

export const PassesLabelsThatFit: Story = {
  args: { clipped: false },
  play: async ({ canvasElement }) => {
    await expect(findClippedText(canvasElement).map(({ description }) => description)).toEqual([]);
    await expect(() => assertNoClippedText(canvasElement)).not.toThrow();
  },
};
