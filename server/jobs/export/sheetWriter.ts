/** What the two file formats share: rows go in one at a time, and the file is either finished or thrown away. */
import type { Cell } from '../../../contract/exportCells.ts';

export interface SheetWriter {
  /** Resolves once the row is handed to the file stream without overfilling its buffer (backpressure). */
  writeRow(cells: readonly Cell[]): Promise<void>;
  /** Writes what is left and closes the file. */
  finish(): Promise<void>;
  /** Closes the file without finishing it; the caller deletes it. */
  abort(): Promise<void>;
}
