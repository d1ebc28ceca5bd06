import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { ChevronIcon } from '../../components/ui/icons.tsx';

export interface MenuEntry { label: string; to?: string; onClick?: () => void; icon?: ReactNode }

/** A list of menu rows: links, or buttons for actions such as Logout. */
export function MenuList({ entries }: { entries: MenuEntry[] }) {
  return (
    <ul className="list">
      {entries.map((e) => (
        <li key={e.label}>
          {e.to
            ? <Link className="list-item" to={e.to}>{e.icon}<span className="grow">{e.label}</span><ChevronIcon /></Link>
            : <button type="button" className="list-item" onClick={e.onClick}>{e.icon}<span className="grow">{e.label}</span></button>}
        </li>
      ))}
    </ul>
  );
}
