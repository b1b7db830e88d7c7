/** Worker ids pasted as a list: separated by commas, semicolons, spaces or new lines. */
export function parseWorkerIds(text: string): string[] {
  return [
    ...new Set(
      text
        .split(/[\s,;]+/)
        .map((id) => id.trim())
        .filter(Boolean),
    ),
  ];
}

/** Adds ids to a list, keeping its order and skipping those already in it. */
export function addWorkerIds(
  list: readonly string[],
  ids: readonly string[],
): { list: string[]; added: string[]; skipped: string[] } {
  const present = new Set(list);
  const added: string[] = [];
  const skipped: string[] = [];
  for (const id of ids) {
    if (present.has(id)) skipped.push(id);
    else {
      present.add(id);
      added.push(id);
    }
  }
  return { list: [...list, ...added], added, skipped };
}
