/** How long a seat has been away, as people say it: "away <1 min", "away 3 min", "away 1 h 5 min". */
export function awayText(ms: number): string {
  const min = Math.floor(Math.max(0, ms) / 60_000);
  if (min < 1) return 'away <1 min';
  if (min < 60) return `away ${min} min`;
  return `away ${Math.floor(min / 60)} h${min % 60 ? ` ${min % 60} min` : ''}`;
}
