import { describe, expect, it } from 'vitest';
import { groupByDay } from '../src/features/history/group.ts';

const session = (id: string, created_on: string) => ({
  session_id: id, name: id, created_on,
  config: { id: 1, slug: 'crop-disease', name: 'Crop Disease', logo: '/static/bots/crop-disease.svg' },
  language: { id: 1, language: 'English' },
});

describe('history grouping', () => {
  const now = new Date(2026, 10, 21, 15, 0);
  const sessions = [
    session('a', new Date(2026, 10, 21, 9, 0).toISOString()),
    session('b', new Date(2026, 10, 21, 0, 5).toISOString()),
    session('c', new Date(2026, 10, 20, 23, 55).toISOString()),
    session('d', new Date(2025, 0, 3, 12, 0).toISOString()),
  ];

  it("heads today's sessions 'Today' and older ones 'D Month YYYY', newest first", () => {
    const groups = groupByDay(sessions, 'en-IN', 'Today', now);
    expect(groups.map((g) => [g.heading, g.sessions.map((s) => s.session_id)])).toEqual([
      ['Today', ['a', 'b']],
      ['20 November 2026', ['c']],
      ['3 January 2025', ['d']],
    ]);
  });

  it('writes the date in the chosen language', () => {
    const groups = groupByDay(sessions, 'hi-IN', 'आज', now);
    expect(groups[0]!.heading).toBe('आज');
    expect(groups[1]!.heading).toBe('20 नवंबर 2026');
  });
});
