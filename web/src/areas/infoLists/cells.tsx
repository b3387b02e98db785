/** Cell renderers of the info lists: a banner's or campaign's window now, a freight template's regions. */
import type { CellRenderers } from '../../screens/cells/types.ts';
import { FreightRegionsTable } from './FreightEditor.tsx';
import { rowWindowState, WINDOW_STATES } from './window.ts';

export const infoListCells = {
  // whether it shows now, has not started or has ended
  windowState: (row, lang) => {
    const state = WINDOW_STATES[rowWindowState(row)];
    return (
      <span className={`ui small basic label window-state ${state.color}`} data-window={rowWindowState(row)}>
        {state[lang]}
      </span>
    );
  },
  freightRegions: (row) => <span className="freight-regions">{(row.regions as { names: string }[]).map((r) => r.names).join(' / ') || '-'}</span>,
  freightRegionsTable: (row) => <FreightRegionsTable row={row} />,
} satisfies CellRenderers;
