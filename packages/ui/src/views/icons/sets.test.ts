import { describe, expect, it } from 'vitest';
import { filterIcons } from './sets';
import { usageSnippet } from './snippets';

describe('filterIcons', () => {
  const names = ['arrow-down', 'arrow_downward', 'bell', 'alarm_on'];
  it('matches whatever the spelling, keeping the order', () => {
    expect(filterIcons(names, 'ARROW down')).toEqual(['arrow-down', 'arrow_downward']);
    expect(filterIcons(names, 'alarm-on')).toEqual(['alarm_on']);
    expect(filterIcons(names, '  ')).toEqual(names);
    expect(filterIcons(names, 'zebra')).toEqual([]);
  });
});

describe('usageSnippet', () => {
  it("imports from the set's own React package, in its spelling of the name", () => {
    expect(usageSnippet('feather', 'bar-chart-2', 24)).toBe(
      'import { BarChart2 } from \'react-feather\';\n\n<BarChart2 size={24} aria-hidden="true" />',
    );
    expect(usageSnippet('feather', 'github', 16)).toContain('import { GitHub }');
    expect(usageSnippet('heroicons-solid', 'trash', 20)).toBe(
      'import { TrashIcon } from \'@heroicons/react/24/solid\';\n\n<TrashIcon width={20} height={20} aria-hidden="true" />',
    );
    expect(usageSnippet('heroicons-outline', 'square-3-stack-3d', 20)).toContain(
      "import { Square3Stack3DIcon } from '@heroicons/react/24/outline';",
    );
    expect(usageSnippet('heroicons-mini', 'squares-2x2', 20)).toContain(
      "import { Squares2X2Icon } from '@heroicons/react/20/solid';",
    );
  });
  it('names a Material style by its file suffix', () => {
    expect(usageSnippet('material-solid', 'delete', 24)).toBe(
      "import DeleteIcon from '@mui/icons-material/Delete';\n\n<DeleteIcon sx={{ fontSize: 24 }} />",
    );
    expect(usageSnippet('material-outline', 'account_box', 48)).toContain(
      "import AccountBoxOutlinedIcon from '@mui/icons-material/AccountBoxOutlined';",
    );
    expect(usageSnippet('material-twotone', 'delete', 24)).toContain('<DeleteTwoToneIcon sx={{ fontSize: 24 }} />');
  });
});
