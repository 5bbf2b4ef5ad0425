import { TooltipTriggerStateContext } from 'react-aria-components';
import type { TooltipTriggerState } from 'react-stately/useTooltipTriggerState';
import { Tooltip, type TooltipProps } from '../Tooltip';

export interface IconButtonTooltipProps extends TooltipProps {
  /** The open state that IconButton's trigger drives (hover, focus, press). */
  state: TooltipTriggerState;
}

/** IconButton's tooltip bubble, loaded on its own (see IconButton): the shared Tooltip, wired to the button's state. */
export default function IconButtonTooltip({ state, ...props }: IconButtonTooltipProps) {
  return (
    <TooltipTriggerStateContext.Provider value={state}>
      <Tooltip {...props} />
    </TooltipTriggerStateContext.Provider>
  );
}
