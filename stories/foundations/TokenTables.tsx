// Documentation tables for the tokens page: they render the token values themselves.
import { colorRoles, schemeNames, themeNames, vars, type ColorRoles } from '@atrium/ui';
import { fontSize, radii, space } from '@atrium/ui/theme/tokens.ts';

const roles = Object.keys(colorRoles('default', 'light')) as (keyof ColorRoles)[];

const cell = { padding: '4px 8px', borderBottom: `1px solid ${vars.color.divider}`, fontSize: 12 } as const;

export function ColorRoleTable() {
  return (
    <div style={{ overflowX: 'auto' }}>
      <table style={{ borderCollapse: 'collapse' }}>
        <caption style={{ textAlign: 'start', paddingBlock: 8 }}>Colour roles by theme and scheme</caption>
        <thead>
          <tr>
            <th scope="col" style={cell}>
              Role
            </th>
            {themeNames.flatMap((theme) =>
              schemeNames.map((scheme) => (
                <th scope="col" key={`${theme}-${scheme}`} style={cell}>
                  {theme} {scheme}
                </th>
              )),
            )}
          </tr>
        </thead>
        <tbody>
          {roles.map((role) => (
            <tr key={role}>
              <th scope="row" style={{ ...cell, textAlign: 'start', fontFamily: 'monospace' }}>
                {role}
              </th>
              {themeNames.flatMap((theme) =>
                schemeNames.map((scheme) => {
                  const value = colorRoles(theme, scheme)[role];
                  return (
                    <td key={`${theme}-${scheme}`} style={cell} title={value}>
                      <span
                        style={{
                          display: 'inline-block',
                          inlineSize: 40,
                          blockSize: 24,
                          borderRadius: 4,
                          background: value,
                          border: `1px solid ${vars.color.divider}`,
                        }}
                      />
                      <span style={{ display: 'block', fontFamily: 'monospace' }}>{value}</span>
                    </td>
                  );
                }),
              )}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

export function SpacingScale() {
  return (
    <dl>
      {Object.entries(space).map(([name, value]) => (
        <div key={name} style={{ display: 'flex', alignItems: 'center', gap: 12, marginBlock: 4 }}>
          <dt style={{ inlineSize: 64, fontFamily: 'monospace' }}>{name}</dt>
          <dd style={{ margin: 0, display: 'flex', alignItems: 'center', gap: 8 }}>
            <span
              style={{ display: 'inline-block', inlineSize: value, blockSize: 12, background: vars.color.primary }}
            />
            {value}
          </dd>
        </div>
      ))}
    </dl>
  );
}

export function RadiusScale() {
  return (
    <div style={{ display: 'flex', gap: 16, flexWrap: 'wrap' }}>
      {Object.entries(radii).map(([name, value]) => (
        <figure key={name} style={{ margin: 0, textAlign: 'center' }}>
          <div
            style={{
              inlineSize: 56,
              blockSize: 56,
              borderRadius: value,
              background: vars.color.primarySubtle,
              border: `2px solid ${vars.color.primary}`,
            }}
          />
          <figcaption style={{ fontFamily: 'monospace' }}>
            {name} {value}
          </figcaption>
        </figure>
      ))}
    </div>
  );
}

export function TypeScale() {
  return (
    <div>
      {Object.entries(fontSize).map(([name, value]) => (
        <p key={name} style={{ fontSize: value, margin: '8px 0' }}>
          <code style={{ fontSize: 12 }}>
            {name} {value}
          </code>{' '}
          Panel de administración — Atrium
        </p>
      ))}
    </div>
  );
}
