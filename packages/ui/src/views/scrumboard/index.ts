export { ScrumboardApp } from './ScrumboardView';
export { BoardsGrid } from './BoardsGrid';
export { BoardView, labelOptions } from './BoardView';
export { scrumboardKeys } from './api/keys';
export {
  POSITION_STEP,
  boardsQueryOptions,
  boardQueryOptions,
  membersQueryOptions,
  moveCardsIn,
  useBoards,
  useBoard,
  useMembers,
  useCreateBoard,
  useUpdateBoard,
  useCreateList,
  useRenameList,
  useDeleteList,
  useMoveLists,
  useCreateCard,
  useUpdateCard,
  useDeleteCard,
  useMoveCards,
  useCreateLabel,
} from './api/scrumboard';
