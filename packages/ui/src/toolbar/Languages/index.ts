export { Languages } from './Languages';
export { FlagSpain, FlagUnitedKingdom, flags } from './flags';
