// Inline SVG icons: a few hundred bytes each, no icon font to download.
import type { ReactNode } from 'react';

const Svg = ({ children, label, mirror }: { children: ReactNode; label?: string | undefined; mirror?: boolean }) => (
  <svg viewBox="0 0 24 24" width="24" height="24" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round"
    aria-hidden={label ? undefined : true} role={label ? 'img' : undefined} aria-label={label} focusable="false" className={mirror ? 'mirror-rtl' : undefined}>
    {children}
  </svg>
);

type P = { label?: string };
// Arrows point the way the page reads: mirrored in right-to-left Urdu.
export const BackIcon = ({ label }: P) => <Svg label={label} mirror><path d="M15 18l-6-6 6-6" /></Svg>;
export const NextIcon = ({ label }: P) => <Svg label={label} mirror><path d="M9 18l6-6-6-6" /></Svg>;
export const MenuIcon = ({ label }: P) => <Svg label={label}><path d="M3 6h18M3 12h18M3 18h18" /></Svg>;
export const HistoryIcon = ({ label }: P) => <Svg label={label}><path d="M3 12a9 9 0 1 0 3-6.7L3 8" /><path d="M3 3v5h5M12 7v5l3 2" /></Svg>;
export const PlusIcon = ({ label }: P) => <Svg label={label}><path d="M12 5v14M5 12h14" /></Svg>;
export const SendIcon = ({ label }: P) => <Svg label={label}><path d="M22 2L11 13" /><path d="M22 2l-7 20-4-9-9-4z" /></Svg>;
export const MicIcon = ({ label }: P) => <Svg label={label}><rect x="9" y="2" width="6" height="12" rx="3" /><path d="M5 10a7 7 0 0 0 14 0M12 17v5" /></Svg>;
export const StopIcon = ({ label }: P) => <Svg label={label}><rect x="6" y="6" width="12" height="12" rx="2" /></Svg>;
export const CameraIcon = ({ label }: P) => <Svg label={label}><path d="M23 19a2 2 0 0 1-2 2H3a2 2 0 0 1-2-2V8a2 2 0 0 1 2-2h4l2-3h6l2 3h4a2 2 0 0 1 2 2z" /><circle cx="12" cy="13" r="4" /></Svg>;
export const ClipIcon = ({ label }: P) => <Svg label={label}><path d="M21.4 11.1l-9.2 9.2a6 6 0 0 1-8.5-8.5l9.2-9.2a4 4 0 0 1 5.7 5.7l-9.2 9.2a2 2 0 0 1-2.8-2.8l8.5-8.5" /></Svg>;
export const CloseIcon = ({ label }: P) => <Svg label={label}><path d="M18 6L6 18M6 6l12 12" /></Svg>;
export const PlayIcon = ({ label }: P) => <Svg label={label}><path d="M6 4l14 8-14 8z" fill="currentColor" /></Svg>;
export const PauseIcon = ({ label }: P) => <Svg label={label}><path d="M7 4h3v16H7zM14 4h3v16h-3z" fill="currentColor" /></Svg>;
export const SpeakerIcon = ({ label }: P) => <Svg label={label}><path d="M11 5L6 9H2v6h4l5 4z" /><path d="M15.5 8.5a5 5 0 0 1 0 7M19 5a10 10 0 0 1 0 14" /></Svg>;
export const UserIcon = ({ label }: P) => <Svg label={label}><circle cx="12" cy="8" r="4" /><path d="M4 21a8 8 0 0 1 16 0" /></Svg>;
export const GlobeIcon = ({ label }: P) => <Svg label={label}><circle cx="12" cy="12" r="10" /><path d="M2 12h20M12 2a15 15 0 0 1 0 20M12 2a15 15 0 0 0 0 20" /></Svg>;
export const EyeIcon = ({ label }: P) => <Svg label={label}><path d="M1 12s4-8 11-8 11 8 11 8-4 8-11 8S1 12 1 12z" /><circle cx="12" cy="12" r="3" /></Svg>;
export const EyeOffIcon = ({ label }: P) => <Svg label={label}><path d="M17.9 17.9A10 10 0 0 1 12 20c-7 0-11-8-11-8a18 18 0 0 1 5.1-5.9M9.9 4.2A9 9 0 0 1 12 4c7 0 11 8 11 8a18 18 0 0 1-2.2 3.2M1 1l22 22" /></Svg>;
export const ChevronIcon = ({ label }: P) => <Svg label={label} mirror><path d="M9 18l6-6-6-6" /></Svg>;
export const ShareIcon = ({ label }: P) => <Svg label={label}><circle cx="18" cy="5" r="3" /><circle cx="6" cy="12" r="3" /><circle cx="18" cy="19" r="3" /><path d="M8.6 13.5l6.8 4M15.4 6.5l-6.8 4" /></Svg>;
// Thumbs for rating an answer; filled when chosen.
const THUMB = 'M7 10v11H3V10zM7 10l4-8a3 3 0 0 1 3 3v4h6a2 2 0 0 1 2 2.3l-1.4 8A2 2 0 0 1 18.6 21H7';
export const ThumbUpIcon = ({ label, on }: P & { on?: boolean }) => <Svg label={label}><path d={THUMB} fill={on ? 'currentColor' : 'none'} /></Svg>;
export const ThumbDownIcon = ({ label, on }: P & { on?: boolean }) => <Svg label={label}><g transform="rotate(180 12 12)"><path d={THUMB} fill={on ? 'currentColor' : 'none'} /></g></Svg>;
export const MoonIcon = ({ label }: P) => <Svg label={label}><path d="M21 12.8A9 9 0 1 1 11.2 3a7 7 0 0 0 9.8 9.8z" /></Svg>;

export function Logo({ size = 40 }: { size?: number }) {
  return (
    <svg viewBox="0 0 64 64" width={size} height={size} aria-hidden="true" focusable="false">
      <circle cx="32" cy="32" r="30" fill="var(--primary)" />
      <path d="M32 50V28" stroke="#fff" strokeWidth="4" strokeLinecap="round" />
      <path d="M32 38c-10 0-15-6-15-15 9 0 15 5 15 15zM32 33c0-9 6-15 15-15 0 9-6 15-15 15z" fill="#a5d6a7" />
    </svg>
  );
}
