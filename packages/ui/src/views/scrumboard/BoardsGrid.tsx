import { LayoutGrid, Plus } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button as AriaButton, Link } from 'react-aria-components';
import type { ScrumboardBoardSummary, ScrumboardMember } from '@atrium/mock-api';
import { GuardedButton } from '../../access/GuardedButton';
import { useAccess } from '../../access/useAccess';
import { Avatar } from '../../primitives/Avatar';
import { EmptyMessage, ErrorMessage, LoadingMessage, messageIcon } from '../../primitives/StatusMessage';
import { useToast } from '../../primitives/Toast';
import { useBoards, useCreateBoard } from './api/scrumboard';
import { useScrumboardNavigation } from './components/navigation';
import { relativeTime } from './format';
import { BoardIcon } from './icons';
import {
  addBoardTile,
  boardDescription,
  boardIconBox,
  boardTile,
  boardTitle,
  boardsGrid,
  boardsHeading,
  boardsPage,
  edited,
  faces,
  more,
  plus,
  rule,
  tileFoot,
} from './ScrumboardView.css';

/** How many member faces a tile shows before a "+n" bubble. */
const FACES = 5;

export function MemberFaces({ members, label }: { members: readonly ScrumboardMember[]; label: string }) {
  const { t } = useTranslation();
  if (members.length === 0) return null;
  const shown = members.length > FACES ? members.slice(0, FACES - 1) : members;
  const rest = members.length - shown.length;
  return (
    <ul className={faces} aria-label={label}>
      {shown.map((member) => (
        <li key={member.id}>
          <Avatar name={member.name} src={member.avatar ?? undefined} size="sm" />
        </li>
      ))}
      {rest > 0 && (
        <li className={more} aria-label={t('scrumboard.boards.moreMembers', { count: rest })}>
          +{rest}
        </li>
      )}
    </ul>
  );
}

function BoardTile({ board }: { board: ScrumboardBoardSummary }) {
  const { t, i18n } = useTranslation();
  const { itemPath } = useScrumboardNavigation();
  return (
    <Link href={itemPath(board.id)} className={boardTile}>
      <span className={boardIconBox}>
        <BoardIcon name={board.icon} />
      </span>
      <h2 className={boardTitle}>{board.title}</h2>
      {board.description && (
        <p className={boardDescription} data-truncate title={board.description}>
          {board.description}
        </p>
      )}
      <hr className={rule} />
      <div className={tileFoot}>
        <MemberFaces members={board.members} label={t('scrumboard.boards.members', { title: board.title })} />
        <p className={edited}>
          {t('scrumboard.boards.edited', { when: relativeTime(board.lastActivity, i18n.language) })}
        </p>
      </div>
    </Link>
  );
}

/** The boards: a grid of tiles (icon, title, description, members, last change) ending in "add a board". */
export function BoardsGrid() {
  const { t } = useTranslation();
  const access = useAccess();
  const canWrite = !access.ready || access.can('scrumboard:write');
  const toast = useToast();
  const { go, itemPath } = useScrumboardNavigation();
  const boards = useBoards();
  const create = useCreateBoard();

  const add = () =>
    create.mutate(
      { title: t('scrumboard.boards.untitled') },
      {
        onSuccess: (board) => go(itemPath(board.id)),
        onError: () =>
          toast.show({
            title: t('scrumboard.boards.addFailed'),
            variant: 'error',
            action: { label: t('common.retry'), onAction: add },
          }),
      },
    );

  let content;
  if (boards.isPending) {
    content = <LoadingMessage>{t('scrumboard.boards.loading')}</LoadingMessage>;
  } else if (boards.isError && !boards.data) {
    content = <ErrorMessage onRetry={() => void boards.refetch()}>{t('scrumboard.boards.loadFailed')}</ErrorMessage>;
  } else {
    const list = boards.data ?? [];
    content = (
      <>
        {list.length === 0 && (
          <EmptyMessage
            icon={<LayoutGrid className={messageIcon} aria-hidden="true" />}
            title={t('scrumboard.boards.empty')}
          >
            {t('scrumboard.boards.emptyHint')}
          </EmptyMessage>
        )}
        <ul className={boardsGrid} aria-label={t('scrumboard.boards.label')}>
          {list.map((board) => (
            <li key={board.id}>
              <BoardTile board={board} />
            </li>
          ))}
          <li>
            {canWrite ? (
              <AriaButton className={addBoardTile} onPress={add} isDisabled={create.isPending}>
                <Plus className={plus} aria-hidden="true" />
                {t('scrumboard.boards.add')}
              </AriaButton>
            ) : (
              // Without scrumboard:write: the tile stays, disabled, and says why.
              <GuardedButton permission="scrumboard:write" variant="secondary" className={addBoardTile}>
                <Plus className={plus} aria-hidden="true" />
                {t('scrumboard.boards.add')}
              </GuardedButton>
            )}
          </li>
        </ul>
      </>
    );
  }

  return (
    <div className={boardsPage}>
      <h1 className={boardsHeading}>{t('scrumboard.boards.title')}</h1>
      {content}
    </div>
  );
}
