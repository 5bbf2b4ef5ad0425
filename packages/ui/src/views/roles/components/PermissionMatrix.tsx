import { TriangleAlert } from 'lucide-react';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { Permission, PermissionInfo } from '@atrium/mock-api';
import { permissionKey } from '../../../access';
import { Checkbox, CheckboxGroup } from '../../../primitives/Checkbox';
import {
  MATRIX_COLUMNS,
  columnPermissions,
  resourceRows,
  selectionOf,
  setPermissions,
  type ResourceRow,
} from '../matrix';
import { visuallyHidden } from '../RolesView.css';
import {
  cellCheckbox,
  chip,
  chipGroup,
  dangerIcon,
  legend,
  notApplicable,
  resourceCell,
  scroller,
  table,
} from './PermissionMatrix.css';

export interface PermissionMatrixProps {
  /** The role's name, for the matrix's caption. */
  roleName: string;
  catalogue: readonly PermissionInfo[];
  /** The permissions shown ticked (the draft, or the saved ones). */
  value: readonly Permission[];
  onChange: (permissions: Permission[]) => void;
  isReadOnly?: boolean;
}

function DangerMark() {
  const { t } = useTranslation();
  return (
    <>
      <TriangleAlert className={dangerIcon} aria-hidden="true" />
      <span className={visuallyHidden}>{` (${t('access.dangerous')})`}</span>
    </>
  );
}

/**
 * The permission matrix (spec 4 §5): a row per resource, columns view / create / edit / delete, the
 * resource's other actions as chips; select-all per row and per column, with the "some" state. Ticking any
 * action ticks the resource's view; unticking view unticks the rest (see matrix.ts).
 */
export function PermissionMatrix({ roleName, catalogue, value, onChange, isReadOnly = false }: PermissionMatrixProps) {
  const { t } = useTranslation();
  const rows = useMemo(() => resourceRows(catalogue), [catalogue]);
  const set = (permissions: readonly Permission[], on: boolean) =>
    onChange(setPermissions(catalogue, value, permissions, on));
  const label = (permission: Permission) => t(`${permissionKey(permission)}.label`);
  const resource = (row: ResourceRow) => t(`access.resources.${row.resource}`);
  const hasDangerous = catalogue.some((info) => info.dangerous);

  return (
    <>
      <div className={scroller} role="region" aria-label={t('roles.matrix.label', { name: roleName })}>
        <table className={table}>
          <caption className={visuallyHidden}>{t('roles.matrix.label', { name: roleName })}</caption>
          <thead>
            <tr>
              <th scope="col">{t('roles.matrix.resource')}</th>
              {MATRIX_COLUMNS.map((column) => {
                const permissions = columnPermissions(rows, column);
                const selection = selectionOf(value, permissions);
                return (
                  <th scope="col" key={column}>
                    {permissions.length === 0 ? (
                      t(`roles.matrix.columns.${column}`)
                    ) : (
                      <Checkbox
                        className={cellCheckbox}
                        isSelected={selection === 'all'}
                        isIndeterminate={selection === 'some'}
                        isReadOnly={isReadOnly}
                        onChange={(on) => set(permissions, on)}
                      >
                        {t(`roles.matrix.columns.${column}`)}
                        <span className={visuallyHidden}>{` ${t('roles.matrix.everyResource')}`}</span>
                      </Checkbox>
                    )}
                  </th>
                );
              })}
              <th scope="col">{t('roles.matrix.others')}</th>
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => {
              const all = row.permissions.map((info) => info.id);
              const selection = selectionOf(value, all);
              const specials = row.specials.map((info) => info.id);
              return (
                <tr key={row.resource}>
                  <th scope="row" className={resourceCell}>
                    <Checkbox
                      isSelected={selection === 'all'}
                      isIndeterminate={selection === 'some'}
                      isReadOnly={isReadOnly}
                      onChange={(on) => set(all, on)}
                    >
                      <span className={visuallyHidden}>{`${t('roles.matrix.everyAction')} `}</span>
                      {resource(row)}
                    </Checkbox>
                  </th>
                  {MATRIX_COLUMNS.map((column) => {
                    const info = row.columns[column];
                    return (
                      <td key={column}>
                        {info ? (
                          <Checkbox
                            className={cellCheckbox}
                            isSelected={value.includes(info.id)}
                            isReadOnly={isReadOnly}
                            onChange={(on) => set([info.id], on)}
                          >
                            <span className={visuallyHidden}>{label(info.id)}</span>
                            {info.dangerous && <DangerMark />}
                          </Checkbox>
                        ) : (
                          <span className={notApplicable}>
                            <span aria-hidden="true">—</span>
                            <span className={visuallyHidden}>{t('roles.matrix.notApplicable')}</span>
                          </span>
                        )}
                      </td>
                    );
                  })}
                  <td>
                    {row.specials.length > 0 && (
                      <CheckboxGroup
                        className={chipGroup}
                        aria-label={t('roles.matrix.othersOf', { resource: resource(row) })}
                        value={specials.filter((id) => value.includes(id))}
                        isReadOnly={isReadOnly}
                        onChange={(next) => {
                          const added = specials.filter((id) => next.includes(id) && !value.includes(id));
                          const removed = specials.filter((id) => !next.includes(id) && value.includes(id));
                          if (added.length > 0) onChange(setPermissions(catalogue, value, added, true));
                          else if (removed.length > 0) onChange(setPermissions(catalogue, value, removed, false));
                        }}
                      >
                        {row.specials.map((info) => (
                          <Checkbox key={info.id} value={info.id} className={chip}>
                            {label(info.id)}
                            {info.dangerous && <DangerMark />}
                          </Checkbox>
                        ))}
                      </CheckboxGroup>
                    )}
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
      {hasDangerous && (
        <p className={legend}>
          <TriangleAlert className={dangerIcon} aria-hidden="true" />
          {t('roles.matrix.dangerousLegend')}
        </p>
      )}
    </>
  );
}
