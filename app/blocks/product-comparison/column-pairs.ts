// Which two columns of the comparison a phone shows: every pair of the columns, in reading order,
// the first two first. The stylesheet (product-comparison.css) hides the column a checked pair
// leaves out, by the pair's value; it knows the pairs of three columns, the most compared.

/** Two columns (numbered from 1) shown side by side, and the value naming them (`1-3`). */
export type ColumnPair = { columns: [number, number]; value: string }

/** Every pair of `count` columns; none when two or fewer already fit side by side. */
export function columnPairs(count: number): ColumnPair[] {
  const pairs: ColumnPair[] = []
  if (count <= 2) return pairs
  for (let left = 1; left < count; left += 1)
    for (let right = left + 1; right <= count; right += 1)
      pairs.push({ columns: [left, right], value: `${left}-${right}` })
  return pairs
}
