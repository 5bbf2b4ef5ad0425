import { Check, Minus } from 'lucide-react';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import type { Permission, PermissionInfo, RoleWithCount } from '@atrium/mock-api';
import { permissionKey } from '../../../access';
import { Select, SelectItem } from '../../../primitives/Select';
import { useRole } from '../api/roles';
import { resourceRows } from '../matrix';
import { card, muted, sectionTitle } from '../RolesView.css';
import { ErrorMessage, LoadingMessage } from '../../../primitives/StatusMessage';
import { differs, differsMark, held, holds, notHeld, scroller, table } from './CompareTab.css';

/** The address's parameter naming the role compared with. */
export const COMPARE_PARAM = 'with';

export interface CompareTabProps {
  roleName: string;
  permissions: readonly Permission[];
  ownId: string;
  roles: readonly RoleWithCount[];
  catalogue: readonly PermissionInfo[];
  /** False while the roles are loading: a Select with no options would not open. */
  rolesReady: boolean;
}

function Holds({ yes }: { yes: boolean }) {
  const { t } = useTranslation();
  return (
    <span className={[holds, yes ? held : notHeld].join(' ')}>
      {yes ? <Check size={14} aria-hidden="true" /> : <Minus size={14} aria-hidden="true" />}
      {yes ? t('roles.compare.yes') : t('roles.compare.no')}
    </span>
  );
}

/** Two roles side by side, a row per permission; the rows that differ are marked in words. */
export function CompareTab({ roleName, permissions, ownId, roles, catalogue, rolesReady }: CompareTabProps) {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const otherId = params.get(COMPARE_PARAM);
  const others = roles.filter((role) => role.id !== ownId);
  const other = useRole(otherId ?? '');
  const rows = useMemo(() => resourceRows(catalogue), [catalogue]);
  const theirs = other.data?.permissions ?? [];
  const differences = catalogue.filter((info) => permissions.includes(info.id) !== theirs.includes(info.id)).length;

  let body = null;
  if (otherId === null) body = <p className={muted}>{t('roles.compare.pickHint')}</p>;
  else if (other.isPending) body = <LoadingMessage>{t('roles.compare.loading')}</LoadingMessage>;
  else if (other.isError)
    body = <ErrorMessage onRetry={() => void other.refetch()}>{t('roles.compare.loadFailed')}</ErrorMessage>;
  else
    body = (
      <>
        <p className={muted} role="status">
          {t('roles.compare.differences', { count: differences })}
        </p>
        {/* Nothing inside takes focus, so the region does: a keyboard can then scroll it sideways (axe's scrollable-region-focusable). */}
        {/* eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex */}
        <div className={scroller} role="region" aria-label={t('roles.compare.label')} tabIndex={0}>
          <table className={table}>
            <caption className={muted}>{t('roles.compare.caption', { a: roleName, b: other.data.name })}</caption>
            <thead>
              <tr>
                <th scope="col">{t('roles.compare.permission')}</th>
                <th scope="col">{roleName}</th>
                <th scope="col">{other.data.name}</th>
                <th scope="col">{t('roles.compare.difference')}</th>
              </tr>
            </thead>
            {rows.map((row) => (
              <tbody key={row.resource}>
                <tr>
                  <th scope="colgroup" colSpan={4}>
                    {t(`access.resources.${row.resource}`)}
                  </th>
                </tr>
                {row.permissions.map((info) => {
                  const mine = permissions.includes(info.id);
                  const yours = theirs.includes(info.id);
                  return (
                    <tr key={info.id} className={mine !== yours ? differs : undefined}>
                      <th scope="row">{t(`${permissionKey(info.id)}.label`)}</th>
                      <td>
                        <Holds yes={mine} />
                      </td>
                      <td>
                        <Holds yes={yours} />
                      </td>
                      <td>
                        {mine !== yours && (
                          <span className={differsMark}>
                            {mine
                              ? t('roles.compare.onlyIn', { name: roleName })
                              : t('roles.compare.onlyIn', { name: other.data.name })}
                          </span>
                        )}
                      </td>
                    </tr>
                  );
                })}
              </tbody>
            ))}
          </table>
        </div>
      </>
    );

  return (
    <div className={card}>
      <h2 className={sectionTitle}>{t('roles.compare.title', { name: roleName })}</h2>
      <Select
        label={t('roles.compare.with')}
        placeholder={t('roles.compare.pickRole')}
        items={others}
        isDisabled={!rolesReady}
        selectedKey={otherId}
        onSelectionChange={(key) =>
          setParams((current) => {
            const next = new URLSearchParams(current);
            next.set(COMPARE_PARAM, String(key));
            return next;
          })
        }
      >
        {(role) => <SelectItem id={role.id}>{role.name}</SelectItem>}
      </Select>
      {body}
    </div>
  );
}
