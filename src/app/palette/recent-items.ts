import type { PaletteItem } from './palette-search';

/** Recently chosen palette items: ids, names and destinations only (never a secret's value). */
const STORAGE_KEY = 'console.palette.recent';
const KINDS = new Set(['area', 'action', 'segment', 'policy', 'script', 'secret', 'worker']);

function isPaletteItem(value: unknown): value is PaletteItem {
  if (typeof value !== 'object' || value === null) return false;
  const item = value as Record<string, unknown>;
  return typeof item.id === 'string' && typeof item.label === 'string' && KINDS.has(item.kind as string);
}

export function readRecentItems(): PaletteItem[] {
  try {
    const parsed: unknown = JSON.parse(localStorage.getItem(STORAGE_KEY) ?? '[]');
    return Array.isArray(parsed) ? parsed.filter(isPaletteItem) : [];
  } catch {
    return [];
  }
}

export function saveRecentItems(items: readonly PaletteItem[]): void {
  try {
    localStorage.setItem(STORAGE_KEY, JSON.stringify(items));
  } catch {
    // Storage full or blocked: recent items are a convenience.
  }
}
