import { breakpoints, cssVarName, ferriteTokens, mediaQueries, mobileBreakpoint, stylesheetBreakpoints, vars } from '@ferrite/tokens';
import type { Meta, StoryObj } from '@storybook/react-vite';
import type { CSSProperties, ReactNode } from 'react';

// The tokens page: every value is shown through `vars`, so the theme toolbar re-brands it live.

const cell: CSSProperties = {
  padding: '6px 8px',
  borderBottom: `1px solid ${vars.color.border}`,
  textAlign: 'start',
  verticalAlign: 'middle',
};
const code: CSSProperties = { fontFamily: vars.font.family.mono, fontSize: vars.font.size.small };

function Table({ caption, head, children }: { caption: string; head: string[]; children: ReactNode }) {
  return (
    <table
      style={{ borderCollapse: 'collapse', width: '100%', marginBottom: 32, color: vars.color.text, fontFamily: vars.font.family.body }}
    >
      <caption style={{ textAlign: 'start', fontSize: vars.font.size.xlarge, fontWeight: vars.font.weight.strong, padding: '8px 0' }}>
        {caption}
      </caption>
      <thead>
        <tr>
          {head.map((h) => (
            <th key={h} scope="col" style={{ ...cell, background: vars.color.surfaceSunken }}>
              {h}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>{children}</tbody>
    </table>
  );
}

const names = <T extends object>(group: T) => Object.keys(group) as Array<keyof T & string>;

function Colors() {
  return (
    <Table caption="Colour" head={['Token', 'CSS variable', 'Swatch', 'Ferrite value']}>
      {names(ferriteTokens.color).map((name) => (
        <tr key={name}>
          <th scope="row" style={cell}>
            {name}
          </th>
          <td style={{ ...cell, ...code }}>{cssVarName(['color', name])}</td>
          <td style={cell}>
            <span
              style={{
                display: 'inline-block',
                width: 48,
                height: 24,
                borderRadius: 4,
                border: `1px solid ${vars.color.border}`,
                background: vars.color[name],
              }}
            />
          </td>
          <td style={{ ...cell, ...code }}>{ferriteTokens.color[name]}</td>
        </tr>
      ))}
    </Table>
  );
}

function Spacing() {
  return (
    <Table caption="Space" head={['Token', 'Value', 'Sample']}>
      {names(ferriteTokens.space).map((name) => (
        <tr key={name}>
          <th scope="row" style={cell}>
            {name}
          </th>
          <td style={{ ...cell, ...code }}>{ferriteTokens.space[name]}</td>
          <td style={cell}>
            <span style={{ display: 'inline-block', height: 12, width: vars.space[name], background: vars.color.brand }} />
          </td>
        </tr>
      ))}
    </Table>
  );
}

function Typography() {
  return (
    <Table caption="Type scale (14px base)" head={['Token', 'Value', 'Sample']}>
      {names(ferriteTokens.font.size).map((name) => (
        <tr key={name}>
          <th scope="row" style={cell}>
            {name}
          </th>
          <td style={{ ...cell, ...code }}>{ferriteTokens.font.size[name]}</td>
          <td style={{ ...cell, fontSize: vars.font.size[name] }}>Resistor 10 kΩ 0603</td>
        </tr>
      ))}
    </Table>
  );
}

function Shape() {
  return (
    <>
      <Table caption="Radius and shadow" head={['Token', 'Value', 'Sample']}>
        {names(ferriteTokens.radius).map((name) => (
          <tr key={name}>
            <th scope="row" style={cell}>
              radius.{name}
            </th>
            <td style={{ ...cell, ...code }}>{ferriteTokens.radius[name]}</td>
            <td style={cell}>
              <span
                style={{
                  display: 'inline-block',
                  width: 48,
                  height: 32,
                  border: `2px solid ${vars.color.brand}`,
                  borderRadius: vars.radius[name],
                }}
              />
            </td>
          </tr>
        ))}
        {names(ferriteTokens.shadow).map((name) => (
          <tr key={name}>
            <th scope="row" style={cell}>
              shadow.{name}
            </th>
            <td style={{ ...cell, ...code }}>{ferriteTokens.shadow[name]}</td>
            <td style={cell}>
              <span
                style={{
                  display: 'inline-block',
                  width: 64,
                  height: 32,
                  background: vars.color.surfaceRaised,
                  boxShadow: vars.shadow[name],
                }}
              />
            </td>
          </tr>
        ))}
      </Table>
      <Table caption="Layers, motion and layout" head={['Token', 'Value']}>
        {(['zIndex', 'layout'] as const).flatMap((group) =>
          Object.entries(ferriteTokens[group]).map(([name, value]) => (
            <tr key={`${group}.${name}`}>
              <th scope="row" style={cell}>
                {group}.{name}
              </th>
              <td style={{ ...cell, ...code }}>{value}</td>
            </tr>
          )),
        )}
        {Object.entries(ferriteTokens.motion.duration).map(([name, value]) => (
          <tr key={name}>
            <th scope="row" style={cell}>
              motion.duration.{name}
            </th>
            <td style={{ ...cell, ...code }}>{value}</td>
          </tr>
        ))}
      </Table>
    </>
  );
}

function Breakpoints() {
  return (
    <Table caption="Breakpoints" head={['Name', 'Value', 'Use']}>
      {Object.entries(breakpoints).map(([name, value]) => (
        <tr key={name}>
          <th scope="row" style={cell}>
            {name}
          </th>
          <td style={{ ...cell, ...code }}>≥ {value}px</td>
          <td style={{ ...cell, ...code }}>{name === 'xs' ? mediaQueries.xsOnly : mediaQueries[name as 'sm' | 'md' | 'lg']}</td>
        </tr>
      ))}
      <tr>
        <th scope="row" style={cell}>
          shell mobile
        </th>
        <td style={{ ...cell, ...code }}>&lt; {mobileBreakpoint.shell}px</td>
        <td style={cell}>Header and main navigation switch to the mobile menu</td>
      </tr>
      <tr>
        <th scope="row" style={cell}>
          helpers mobile
        </th>
        <td style={{ ...cell, ...code }}>&lt; {mobileBreakpoint.helpers}px</td>
        <td style={cell}>Sidebar and shared "is mobile" helpers</td>
      </tr>
      <tr>
        <th scope="row" style={cell}>
          style sheet
        </th>
        <td style={{ ...cell, ...code }}>{stylesheetBreakpoints.join(' / ')}</td>
        <td style={cell}>Breakpoints of the original style sheets</td>
      </tr>
    </Table>
  );
}

function TokensPage() {
  return (
    <div style={{ maxWidth: 960 }}>
      <Colors />
      <Spacing />
      <Typography />
      <Shape />
      <Breakpoints />
    </div>
  );
}

const meta = {
  title: 'Foundations/Tokens',
  component: TokensPage,
  tags: ['autodocs'],
  parameters: { layout: 'padded' },
} satisfies Meta<typeof TokensPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const AllTokens: Story = {};
export const ColorTokens: Story = { render: () => <Colors /> };
export const SpaceAndType: Story = {
  render: () => (
    <>
      <Spacing />
      <Typography />
    </>
  ),
};
export const CobaltTheme: Story = { render: () => <Colors />, globals: { theme: 'cobalt' } };
