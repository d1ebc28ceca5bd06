import type { ChatSession } from '@krishimitra/contract';

export interface DayGroup { key: string; heading: string; sessions: ChatSession[] }

const dayKey = (d: Date) => `${d.getFullYear()}-${d.getMonth()}-${d.getDate()}`;

/**
 * Sessions grouped by the local calendar day they were created on, newest day first, headed
 * 'Today' or 'D Month YYYY' written in the given locale.
 */
export function groupByDay(sessions: ChatSession[], locale: string, todayLabel: string, now = new Date()): DayGroup[] {
  const format = new Intl.DateTimeFormat(locale, { day: 'numeric', month: 'long', year: 'numeric' });
  const groups: DayGroup[] = [];
  for (const session of sessions) {
    const created = new Date(session.created_on);
    const key = dayKey(created);
    let group = groups.find((g) => g.key === key);
    if (!group) {
      group = { key, heading: key === dayKey(now) ? todayLabel : format.format(created), sessions: [] };
      groups.push(group);
    }
    group.sessions.push(session);
  }
  return groups;
}
