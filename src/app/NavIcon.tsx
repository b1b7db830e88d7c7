import type { NavigationItem } from './navigation';

const PATHS: Record<NavigationItem['icon'], string> = {
  segments: 'M3 4h14v3H3zM3 9h9v3H3zM3 14h5v3H3z',
  org: 'M8 2h4v4H8zM2 14h4v4H2zM8 14h4v4H8zM14 14h4v4h-4zM10 6v4M4 14v-4h12v4',
  costs: 'M2 16l5-6 4 3 7-9M2 18h16',
  secrets: 'M6 9V6a4 4 0 118 0v3M4 9h12v9H4zM10 12v3',
  policies: 'M5 2h7l4 4v12H5zM12 2v4h4M8 10h5M8 13h5',
  scripts: 'M7 5L2 10l5 5M13 5l5 5-5 5',
  keys: 'M12 8a4 4 0 11-8 0 4 4 0 018 0zM11 10l7 7M15 14l2-2',
  check: 'M3 3h14v14H3zM6 10l3 3 5-6',
  activity: 'M2 10h4l2-6 4 12 2-6h4',
};

export function NavIcon({ name }: { name: NavigationItem['icon'] }) {
  return (
    <svg
      width="18"
      height="18"
      viewBox="0 0 20 20"
      aria-hidden="true"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.7"
      strokeLinecap="round"
      strokeLinejoin="round"
    >
      <path d={PATHS[name]} />
    </svg>
  );
}
