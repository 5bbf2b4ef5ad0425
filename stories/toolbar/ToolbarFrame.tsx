import type { ReactNode } from 'react';
import { vars } from '@atrium/ui';
import { LocationDisplay } from './LocationDisplay';

/** A stand-in for a layout's top bar: widgets sit at its inline end, as in the product. */
export function ToolbarFrame({ children }: { children: ReactNode }) {
  return (
    <div style={{ minBlockSize: 480 }}>
      <header
        style={{
          position: 'relative',
          display: 'flex',
          alignItems: 'center',
          justifyContent: 'flex-end',
          gap: vars.space.xs,
          minBlockSize: 64,
          paddingInline: vars.space.lg,
          backgroundColor: vars.color.surface,
          color: vars.color.text,
          boxShadow: vars.shadow.sm,
        }}
      >
        {children}
      </header>
      <LocationDisplay />
    </div>
  );
}
