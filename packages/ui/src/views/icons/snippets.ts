/**
 * How a developer draws a set's icon with that set's own React package: react-feather, @heroicons/react and
 * @mui/icons-material, each with its own spelling of the component's name and of its size.
 */
import type { IconSetId } from '@atrium/mock-api';

/** `arrow-down-circle` and `arrow_downward` to `ArrowDownCircle` and `ArrowDownward`. */
const pascal = (name: string) =>
  name
    .split(/[-_]/)
    .filter(Boolean)
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
    .join('');

/** react-feather's names: feather's, in Pascal case, but for the one it spells its own way. */
const reactFeatherName = (name: string) => (name === 'github' ? 'GitHub' : pascal(name));

/** @heroicons/react's names: Pascal case, a letter after a digit in capitals, and `Icon` at the end. */
const heroiconName = (name: string) =>
  `${pascal(name).replace(/(\d)([a-z])/g, (_, d: string, l: string) => d + l.toUpperCase())}Icon`;

const HEROICONS_PATH = {
  'heroicons-outline': '@heroicons/react/24/outline',
  'heroicons-solid': '@heroicons/react/24/solid',
  'heroicons-mini': '@heroicons/react/20/solid',
} as const;

/** @mui/icons-material names a style by a suffix of the icon's file: `Delete`, `DeleteOutlined`, `DeleteTwoTone`. */
const MATERIAL_SUFFIX = {
  'material-solid': '',
  'material-outline': 'Outlined',
  'material-twotone': 'TwoTone',
} as const;

/** The import and the element that draw the set's icon `name` at `size` px, with the set's own package. */
export function usageSnippet(setId: IconSetId, name: string, size: number): string {
  switch (setId) {
    case 'feather': {
      const component = reactFeatherName(name);
      return [
        `import { ${component} } from 'react-feather';`,
        '',
        `<${component} size={${size}} aria-hidden="true" />`,
      ].join('\n');
    }
    case 'heroicons-outline':
    case 'heroicons-solid':
    case 'heroicons-mini': {
      const component = heroiconName(name);
      return [
        `import { ${component} } from '${HEROICONS_PATH[setId]}';`,
        '',
        `<${component} width={${size}} height={${size}} aria-hidden="true" />`,
      ].join('\n');
    }
    case 'material-solid':
    case 'material-outline':
    case 'material-twotone': {
      const file = `${pascal(name)}${MATERIAL_SUFFIX[setId]}`;
      return [
        `import ${file}Icon from '@mui/icons-material/${file}';`,
        '',
        `<${file}Icon sx={{ fontSize: ${size} }} />`,
      ].join('\n');
    }
  }
}
