// Figures the eval and the benchmarks print.

export const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0;
};
export const pct = (n: number, d: number) => (d ? `${((100 * n) / d).toFixed(0)}%` : '–');
