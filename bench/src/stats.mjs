export function median(values) {
  if (values.length === 0) return NaN;
  const sorted = [...values].sort((a, b) => a - b);
  const mid = sorted.length >> 1;
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
}

export const min = values => (values.length ? Math.min(...values) : NaN);
export const max = values => (values.length ? Math.max(...values) : NaN);
