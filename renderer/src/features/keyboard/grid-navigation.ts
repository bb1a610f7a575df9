/** Arrow keys and a TV remote's D-pad move between keys: same column where the next row has one, else its last key. */
export function nextKeyPosition(rows: readonly number[], at: { row: number; col: number }, key: string): { row: number; col: number } | null {
  const { row, col } = at;
  const lastCol = (r: number) => Math.max(0, (rows[r] ?? 1) - 1);
  switch (key) {
    case 'ArrowLeft':
      return { row, col: col > 0 ? col - 1 : lastCol(row) };
    case 'ArrowRight':
      return { row, col: col < lastCol(row) ? col + 1 : 0 };
    case 'ArrowUp':
      return row > 0 ? { row: row - 1, col: Math.min(col, lastCol(row - 1)) } : null;
    case 'ArrowDown':
      return row < rows.length - 1 ? { row: row + 1, col: Math.min(col, lastCol(row + 1)) } : null;
    default:
      return null;
  }
}
