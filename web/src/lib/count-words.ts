/** A count with its noun in English: '1 item', '2 items'. */
export function countWords(count: number, one: string, many: string): string {
  return `${count} ${count === 1 ? one : many}`;
}
