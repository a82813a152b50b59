/** Points as the spec's 0,0: '12,500'. */
export const formatPoints = (points: number) => points.toLocaleString('en-US', { maximumFractionDigits: 0 });
